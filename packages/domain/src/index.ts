export * from './permissions.js';
export * from './navigation.js';
export * from './subscription.js';
