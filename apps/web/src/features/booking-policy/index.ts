/**
 * The booking policy as members meet it (issue 10): a refused booking's explanation, with the time the club's rules
 * let them book instead.
 */
export { PolicyRefusalAlert } from './components/PolicyRefusalAlert';
export { refusalOf } from './model/refusal';
