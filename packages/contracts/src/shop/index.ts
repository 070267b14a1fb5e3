export * from './catalog.js';
export * from './models.js';
export * from './stock.js';
export * from './sales.js';
