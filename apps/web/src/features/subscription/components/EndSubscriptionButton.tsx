import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useCancelSubscription } from '../api/useClubBilling';

/** Ends the paid subscription with the month already paid for, after the owner confirms. */
export function EndSubscriptionButton({ endsOn }: { endsOn: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  return (
    <>
      <Button variant="subtle" color="red" size="xs" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        Cancel subscription
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Cancel your Fairplay subscription?" centered>
        <Stack gap="sm">
          <Text>
            Your club keeps its plan until {endsOn}; nothing more is charged. You can re-activate it until then.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpen(false)}>
              Keep subscription
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() =>
                // The promise, not mutate's callbacks: this button goes once the refresh shows the plan ending,
                // and a callback of an unmounted component never runs (the success message was lost).
                cancel.mutateAsync().then(
                  (result) => {
                    notifySuccess(result.message);
                    setOpen(false);
                  },
                  (error: unknown) => notifyError(error),
                )
              }
            >
              Cancel at period end
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
