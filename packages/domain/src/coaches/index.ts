export * from './form.js';
export * from './windows.js';
