/** The court sheet's rules: the viewer policy, customers' booking limits and moving a series' times. */
export {
  canDragEvent,
  canEditPlayers,
  changeableInvolving,
  cancelTargetOf,
  courtSheetViewerOf,
  type CourtSheetEventView,
  type CourtSheetPerson,
  type CourtSheetViewer,
} from './viewer.js';
export { checkCustomerBooking, type CustomerBookingIssue, type CustomerBookingSettings } from './customer-booking.js';
export {
  BOOKING_LENGTH_MESSAGES,
  bookingLengthHint,
  bookingLengthIssue,
  bookingLengthLimit,
  type BookingLengthLimit,
  type ClubLengthSettings,
  type CourtLengthSettings,
  type ServiceTypeLengths,
} from './booking-length.js';
export {
  COURT_TIME_TYPE_MESSAGES,
  courtTimeTypeChoices,
  mayBookCourtTimeAs,
  type ServiceTypeUse,
} from './court-time-types.js';
export { checkNewTimes, retime, type NewTimesIssue, type WallClock } from './retime.js';
export { isCivilDate, weekdayOfDate } from './dates.js';
export {
  cancellationIssue,
  cancelRefundNotice,
  refundsOnCancel,
  type CancellationIssue,
  type CancellationSettings,
} from './cancellation.js';
