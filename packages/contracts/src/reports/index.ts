export * from './access.js';
export * from './answer.js';
export * from './filters.js';
export * from './utilization.js';
export * from './memberships.js';
export * from './at-risk.js';
export * from './ops-settings.js';
