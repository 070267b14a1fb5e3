/*
 * Payments' contracts (issue 12, spec 3 sections 2-9), one file per call family (issue 25 point 2): the shared
 * limits, types and messages; the provider connection; taxes; saved methods and customers; charges and payouts;
 * refunds.
 */
export * from './common.js';
export { amountField } from './fields.js';
export * from './connection.js';
export * from './taxes.js';
export * from './methods.js';
export * from './charges.js';
export * from './refunds.js';
