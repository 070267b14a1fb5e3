export * from './restrictions.js';
