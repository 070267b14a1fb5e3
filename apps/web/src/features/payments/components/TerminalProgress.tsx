import { Alert, Anchor, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { READER_MESSAGES, type Reader } from '@fairplay/contracts';
import { formatCents } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useCancelTerminal, useTerminalProgress } from '../api/useReaders';

/**
 * A terminal charge in progress (spec 3 "Terminal flow"): 'Continue the process on the terminal.' while the card
 * holder is at the reader, then the result: captured, or the reader's words when the card was declined.
 */
export function TerminalProgress({
  paymentIntentId,
  reader,
  total,
  currency,
  onDone,
  onClose,
}: {
  paymentIntentId: string;
  reader: Reader;
  total: number;
  currency: string;
  onDone: () => void;
  onClose: () => void;
}) {
  const progress = useTerminalProgress(paymentIntentId);
  const cancel = useCancelTerminal();
  const charge = progress.data?.payload;
  const waiting = !progress.isError && (charge === undefined || charge.status === 'processing');
  const paid = charge?.status === 'succeeded';

  return (
    <Stack gap="sm">
      <Text size="sm">
        {formatCents(total, currency)} on {reader.label}
      </Text>
      {waiting ? (
        <>
          <Group gap="sm" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text fw={500}>{READER_MESSAGES.continueOnTerminal}</Text>
          </Group>
          <Progress value={100} animated striped aria-label="Waiting for the card on the terminal" />
          {reader.simulator_url ? (
            <Text size="sm" c="dimmed">
              A simulated reader: tap a test card on{' '}
              <Anchor href={reader.simulator_url} target="_blank" rel="noopener">
                the simulated reader’s screen
              </Anchor>
              .
            </Text>
          ) : null}
          <ErrorAlert message={cancel.isError ? errorMessage(cancel.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => cancel.mutate(paymentIntentId)} loading={cancel.isPending}>
              Cancel payment
            </Button>
          </Group>
        </>
      ) : null}
      {paid ? (
        <Alert color="green" title="Success" role="status">
          {READER_MESSAGES.captured} {formatCents(charge.total, currency)}
          {charge.source ? ` from ${charge.source.brand} •••• ${charge.source.last4}` : ''}.
        </Alert>
      ) : null}
      {charge && charge.status === 'failed' ? <ErrorAlert message={charge.failure_message} /> : null}
      <ErrorAlert message={progress.isError ? errorMessage(progress.error) : null} />
      {!waiting ? (
        <Group justify="flex-end">
          <Button onClick={paid ? onDone : onClose}>{paid ? 'Done' : 'Close'}</Button>
        </Group>
      ) : null}
    </Stack>
  );
}
