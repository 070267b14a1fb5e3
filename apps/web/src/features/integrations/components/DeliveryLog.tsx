import { Accordion, Badge, Button, Code, Group, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { INTEGRATION_LIMITS, WEBHOOK_EVENT_LABELS, type WebhookEventType } from '@fairplay/contracts';
import { formatClubDateTime } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useClubClock } from '../../../ui/dates';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useDeliveries, useReplayDelivery } from '../api/useIntegrations';
import { deliveryText } from '../model/integrations';

/** An endpoint's deliveries, newest first: each with its tries and the receiver's answers, and a replay button. */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const [page, setPage] = useState(1);
  const { timeZone, amPm } = useClubClock();
  const when = (iso: string) => formatClubDateTime(iso, timeZone, amPm);
  const deliveries = useDeliveries(endpointId, page);
  const replay = useReplayDelivery(endpointId);
  const onReplay = async (id: number) => {
    try {
      notifySuccess((await replay.mutateAsync(id)).message);
    } catch (error) {
      notifyError(error);
    }
  };
  if (deliveries.isLoading) return <BusyIndicator label="Loading deliveries" />;
  if (deliveries.isError) return <ErrorAlert message={errorMessage(deliveries.error)} live={false} />;
  const data = deliveries.data!;
  if (data.rows.length === 0) return <Text size="sm">Nothing sent yet.</Text>;
  const pages = Math.ceil(data.total / INTEGRATION_LIMITS.deliveriesPage);
  return (
    <Stack gap="xs">
      <Accordion variant="separated" chevronPosition="left">
        {data.rows.map((delivery) => {
          const state = deliveryText(delivery);
          const label = WEBHOOK_EVENT_LABELS[delivery.event_type as WebhookEventType] ?? delivery.event_type;
          return (
            <Accordion.Item key={delivery.id} value={String(delivery.id)}>
              <Accordion.Control aria-label={`${label}, ${state.label}, ${when(delivery.created_at)}`}>
                <Group gap="xs" wrap="wrap">
                  <Badge color={state.color} variant="dot">
                    {state.label}
                  </Badge>
                  <Text size="sm" fw={500}>
                    {label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {when(delivery.created_at)} · {state.detail}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <Text size="xs" c="dimmed">
                    Message {delivery.message_id}
                    {delivery.next_attempt_at ? ` · next try ${when(delivery.next_attempt_at)}` : ''}
                  </Text>
                  <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                    {delivery.body}
                  </Code>
                  {delivery.log.map((attempt) => (
                    <Text key={attempt.attempt} size="sm">
                      Try {attempt.attempt}
                      {attempt.replay ? ' (replay)' : ''}: {when(attempt.at)} ·{' '}
                      {attempt.status_code !== null ? `HTTP ${attempt.status_code}` : attempt.error} ·{' '}
                      {attempt.duration_ms} ms
                      {attempt.response_body ? ` · “${attempt.response_body.slice(0, 200)}”` : ''}
                    </Text>
                  ))}
                  <Group>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => void onReplay(delivery.id)}
                      loading={replay.isPending}
                    >
                      Replay
                    </Button>
                  </Group>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} aria-label="Delivery pages" /> : null}
    </Stack>
  );
}
