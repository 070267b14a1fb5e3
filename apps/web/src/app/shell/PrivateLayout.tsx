import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../api/session';
import { InstallHint, UpdatePrompt } from '../../features/app-install';
import { SubscriptionBanner } from '../../features/subscription';
import { AppFooter } from './AppFooter';
import { PrivateHeader } from './PrivateHeader';
import { MAIN_ID, SkipLink } from './SkipLink';

/** The signed-in shell; rendered only behind RequireAuth, so the user is loaded. */
export function PrivateLayout() {
  const user = useCurrentUser();
  return (
    <>
      <SkipLink />
      <PrivateHeader user={user} />
      <SubscriptionBanner user={user} />
      <InstallHint />
      <Box component="main" id={MAIN_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <AppFooter user={user} />
      <UpdatePrompt />
    </>
  );
}
