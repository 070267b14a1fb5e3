import { useNavigate } from 'react-router';
import { ChooseBusinessPage } from '../../features/memberships';
import { landingFor } from '../screens';

/** After switching clubs the user goes to the landing screen for the new club. */
export function ChooseBusinessScreen() {
  const navigate = useNavigate();
  return <ChooseBusinessPage onChosen={(user) => void navigate(landingFor(user))} />;
}
