export * from './permissions.js';
export * from './navigation.js';
export * from './subscription.js';
export * from './durations.js';
export * from './club-settings.js';
export * from './recurrence/index.js';
export * from './court-sheet/index.js';
export * from './court-rules.js';
