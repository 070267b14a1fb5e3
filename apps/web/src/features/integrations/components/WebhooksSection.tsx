import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CreatedWebhookEndpoint, WebhookEndpoint } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useDeleteWebhookEndpoint, useUpdateWebhookEndpoint, useWebhookEndpoints } from '../api/useIntegrations';
import { eventsText } from '../model/integrations';
import { DeliveryLog } from './DeliveryLog';
import { EndpointModal } from './EndpointModal';
import { SecretReveal } from './SecretReveal';

/** The club's webhook endpoints: add (secret shown once), change, turn on and off, delete, and each one's log. */
export function WebhooksSection() {
  const list = useWebhookEndpoints();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      notifySuccess((await work()).message);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="webhooks-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="webhooks-title">
          Webhooks
        </Title>
        <Button onClick={() => setEditing('new')}>New endpoint</Button>
      </Group>
      <Text size="sm" c="dimmed">
        Fairplay tells your endpoints of the events they choose, signed with their secret and retried for 3 days.
      </Text>
      {created ? (
        <SecretReveal
          title={`Signing secret for ${created.url}`}
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      ) : null}
      {list.isLoading ? <BusyIndicator label="Loading webhook endpoints" /> : null}
      <ErrorAlert message={list.isError ? errorMessage(list.error) : null} live={false} />
      {list.data?.length === 0 ? <Text size="sm">No webhook endpoints yet.</Text> : null}
      {list.data?.map((endpoint) => (
        <Paper key={endpoint.id} withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                <Text fw={600} style={{ wordBreak: 'break-all' }}>
                  {endpoint.url}
                </Text>
                {endpoint.description ? <Text size="sm">{endpoint.description}</Text> : null}
                <Text size="sm" c="dimmed">
                  {eventsText(endpoint.events)}
                </Text>
                {endpoint.enabled ? null : (
                  <Badge color="red" variant="dot">
                    Off: {endpoint.disabled_reason}
                  </Badge>
                )}
              </Stack>
              <Switch
                label="On"
                checked={endpoint.enabled}
                onChange={(event) =>
                  void run(() =>
                    update.mutateAsync({ id: endpoint.id, body: { enabled: event.currentTarget.checked } }),
                  )
                }
                aria-label={`Endpoint ${endpoint.url} on`}
              />
            </Group>
            <Group gap="xs" wrap="wrap">
              <Button size="xs" variant="default" onClick={() => setEditing(endpoint)}>
                Change
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => setLogOf(logOf === endpoint.id ? null : endpoint.id)}
                aria-expanded={logOf === endpoint.id}
              >
                Delivery log
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => {
                  if (window.confirm(`Delete the endpoint ${endpoint.url} and its delivery log?`))
                    void run(() => remove.mutateAsync(endpoint.id));
                }}
              >
                Delete
              </Button>
            </Group>
            {logOf === endpoint.id ? <DeliveryLog endpointId={endpoint.id} /> : null}
          </Stack>
        </Paper>
      ))}
      {editing !== null ? (
        <EndpointModal
          key={editing === 'new' ? 'new' : editing.id}
          endpoint={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
          onCreated={(endpoint) => {
            setEditing(null);
            setCreated(endpoint);
          }}
        />
      ) : null}
    </Stack>
  );
}
