export { chargeOrder, type ChargeOrder, type Charging, type OrderLine, type PaySource } from './charge.js';
export { addToMonthlyInvoice, chargeSavedMethod, refundOrder } from './orders.js';
export {
  givePackUseBack,
  givePointsBack,
  payWithPack,
  payWithPoints,
  pointsPayerOf,
  type PackOrder,
  type PointsOrder,
} from './prepaid.js';

/*
 * The checkout (issue 25.1; owns no tables): how what a club sells is paid. Today it is the one place points and
 * class packs are spent and given back, for court time (booking payments), lesson places and camp days (lessons)
 * and coach sessions (lessons' private sessions), inside the seller's transaction. docs/architecture.md "The
 * checkout" says which sellers' money goes through it and which not yet.
 */
