export * from './mapping.js';
export * from './row.js';
