import { useNavigate } from 'react-router';
import type { SessionUser } from '@fairplay/contracts';
import { ChooseBusinessPage } from '../../features/memberships';
import { canOpenScreen, landingFor } from '../screens';

/**
 * After choosing a club the user goes to its court sheet when they may open it (a member's landing screen is this
 * chooser itself, so "landing" would lead back here), else to their landing screen.
 */
export function ChooseBusinessScreen() {
  const navigate = useNavigate();
  const next = (user: SessionUser) => (canOpenScreen(user, 'dashboard') ? '/private/dashboard' : landingFor(user));
  return <ChooseBusinessPage onChosen={(user) => void navigate(next(user))} />;
}
