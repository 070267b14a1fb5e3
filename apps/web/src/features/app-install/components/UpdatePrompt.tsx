import { Button, Group, Notification } from '@mantine/core';
import { useEffect, useState } from 'react';
import { registerAppWorker, reloadToUpdate, useUpdateReady } from '../api/worker';

/**
 * "Update available" (issue 29 point 1): shown when a new version of the app has been downloaded. It takes over
 * only when the person taps Reload, so a half-filled booking is never lost to a code swap; "Later" hides it until
 * the next time the app is opened, when the new version starts anyway.
 */
export function UpdatePrompt() {
  const ready = useUpdateReady();
  const [dismissed, setDismissed] = useState(false);
  useEffect(registerAppWorker, []);
  if (!ready || dismissed) return null;
  return (
    <Notification
      role="status"
      title="Update available"
      withCloseButton={false}
      color="teal"
      style={{
        position: 'fixed',
        insetInline: 'var(--mantine-spacing-md)',
        bottom: 'var(--mantine-spacing-md)',
        maxWidth: 420,
        marginInline: 'auto',
        zIndex: 300,
      }}
    >
      A new version of Fairplay is ready. Reload when you are done with what you are doing.
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={reloadToUpdate}>
          Reload
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={() => setDismissed(true)}>
          Later
        </Button>
      </Group>
    </Notification>
  );
}
