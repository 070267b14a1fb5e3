export { CoachAvailabilityPage } from './components/CoachAvailabilityPage';
export { PrivateSessionPanel } from './components/PrivateSessionPanel';
export { SessionBookingDialog } from './components/SessionBookingDialog';
export {
  CoachAvailabilityFilter,
  NO_COACH_AVAILABILITY,
  useSheetCoachAvailability,
  type CoachAvailabilityChoice,
} from './components/SheetCoachAvailability';
