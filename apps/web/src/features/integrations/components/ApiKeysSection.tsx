import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CreatedApiKey } from '@fairplay/contracts';
import { formatClubDateTime } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useClubClock } from '../../../ui/dates';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useApiKeys, useRevokeApiKey } from '../api/useIntegrations';
import { CreateKeyModal } from './CreateKeyModal';
import { SecretReveal } from './SecretReveal';

/** The club's API keys: create (shown once), list with scope, person and last use, and revoke. */
export function ApiKeysSection() {
  const list = useApiKeys();
  const { timeZone, amPm } = useClubClock();
  const when = (iso: string | null) => (iso ? formatClubDateTime(iso, timeZone, amPm) : 'Never');
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const onRevoke = async (id: number, name: string) => {
    if (!window.confirm(`Revoke the key “${name}”? Programs using it stop working at once.`)) return;
    try {
      notifySuccess((await revoke.mutateAsync(id)).message);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="api-keys-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="api-keys-title">
          API keys
        </Title>
        <Button onClick={() => setCreating(true)}>New API key</Button>
      </Group>
      <Text size="sm" c="dimmed">
        Programs send a key as <code>Authorization: Bearer fp_live_…</code> and act as the staff member you choose.
      </Text>
      {created ? (
        <SecretReveal title={`API key “${created.name}”`} secret={created.key} onDone={() => setCreated(null)} />
      ) : null}
      {list.isLoading ? <BusyIndicator label="Loading API keys" /> : null}
      <ErrorAlert message={list.isError ? errorMessage(list.error) : null} live={false} />
      {list.data?.length === 0 ? <Text size="sm">No API keys yet.</Text> : null}
      {list.data?.map((key) => (
        <Paper key={key.id} withBorder p="sm" radius="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{key.name}</Text>
                <Badge variant="dot" color={key.scope === 'write' ? 'orange' : 'blue'}>
                  {key.scope === 'write' ? 'Read and write' : 'Read only'}
                </Badge>
                {key.revoked_at ? (
                  <Badge variant="dot" color="gray">
                    Revoked
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm">
                Acts as {key.acts_as.full_name} · ends in …{key.hint}
              </Text>
              <Text size="sm" c="dimmed">
                Last used: {when(key.last_used_at)}
              </Text>
            </Stack>
            {key.revoked_at ? null : (
              <Button
                color="red"
                variant="light"
                onClick={() => void onRevoke(key.id, key.name)}
                aria-label={`Revoke ${key.name}`}
              >
                Revoke
              </Button>
            )}
          </Group>
        </Paper>
      ))}
      <CreateKeyModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
    </Stack>
  );
}
