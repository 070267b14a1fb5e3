import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { parseVisits, platformOf, shouldShowInstallHint } from '../model/install-hint';

const VISITS_KEY = 'fairplay.app-visits';
const DISMISSED_KEY = 'fairplay.install-hint-dismissed';

/** Counted once per app start: a page of the app opened in a new tab or after a reload is a visit. */
let counted = false;

function readState() {
  try {
    const visits = parseVisits(window.localStorage.getItem(VISITS_KEY)) + (counted ? 0 : 1);
    if (!counted) window.localStorage.setItem(VISITS_KEY, String(visits));
    counted = true;
    const standalone =
      window.matchMedia('(display-mode: standalone)').matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true;
    return {
      visits,
      dismissed: window.localStorage.getItem(DISMISSED_KEY) === '1',
      standalone,
      platform: platformOf(navigator.userAgent, navigator.maxTouchPoints),
    };
  } catch {
    // Storage blocked: no count, no hint.
    return null;
  }
}

/** "Add Fairplay to your Home Screen" for iPhone and iPad, whose browsers offer no install prompt (issue 29). */
export function InstallHint() {
  // Read once as the private area mounts (never prerendered, so no markup to match).
  const [shown, setShown] = useState(() => {
    const state = readState();
    return state !== null && shouldShowInstallHint(state);
  });
  if (!shown) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Hidden for this visit at least.
    }
    setShown(false);
  };
  return (
    <Paper withBorder radius="md" p="sm" m="sm" role="region" aria-label="Install the app">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">
          Add Fairplay to your Home Screen: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>. It
          opens like an app, with your bookings and check-in code even offline.
        </Text>
        <CloseButton aria-label="Dismiss the install hint" onClick={dismiss} />
      </Group>
    </Paper>
  );
}
