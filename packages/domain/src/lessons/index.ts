export * from './price.js';
export * from './form.js';
export * from './booking.js';
