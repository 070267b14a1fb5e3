export * from './constants.js';
export * from './envelope.js';
export * from './fields.js';
export * from './roles.js';
export * from './users.js';
export * from './auth.js';
