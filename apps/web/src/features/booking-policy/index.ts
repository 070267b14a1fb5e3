/**
 * The booking policy as members meet it (issue 10): a refused booking's explanation, with the time the club's rules
 * let them book instead, and the waiver they sign before booking.
 */
export { PolicyRefusalAlert } from './components/PolicyRefusalAlert';
export { MemberBusyAlert } from './components/MemberBusyAlert';
export { FamilyWaiverCard } from './components/FamilyWaiverCard';
export { WaiverSignDialog } from './components/WaiverSignDialog';
export { refusalOf } from './model/refusal';
export { memberBusyOf } from './model/member-busy';
export { waiverRefusalOf } from './model/waiver';
