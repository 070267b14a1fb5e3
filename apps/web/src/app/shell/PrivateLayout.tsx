import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import type { SessionUser } from '@fairplay/contracts';
import { useCurrentUser } from '../../api/session';
import { useIdle } from '../../ui/useIdle';
import { InstallHint, UpdatePrompt } from '../../features/app-install';
import { AppFooter } from './AppFooter';
import { PrivateHeader } from './PrivateHeader';
import { MAIN_ID, SkipLink } from './SkipLink';

/**
 * The club's subscription banner comes with the subscription feature (plans, card forms, payments), which no page
 * needs to show itself: it loads once the browser is idle after the first paint (issue 30 point 1).
 */
const SubscriptionBanner = lazy(() =>
  import('../../features/subscription').then((m) => ({ default: m.SubscriptionBanner })),
);

function IdleSubscriptionBanner({ user }: { user: SessionUser }) {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <SubscriptionBanner user={user} />
    </Suspense>
  );
}

/** The signed-in shell; rendered only behind RequireAuth, so the user is loaded. */
export function PrivateLayout() {
  const user = useCurrentUser();
  return (
    <>
      <SkipLink />
      <PrivateHeader user={user} />
      <IdleSubscriptionBanner user={user} />
      <InstallHint />
      <Box component="main" id={MAIN_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <AppFooter user={user} />
      <UpdatePrompt />
    </>
  );
}
