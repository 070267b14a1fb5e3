import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCardPay, IconDeviceMobile, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { PaymentAccount, Reader } from '@fairplay/contracts';
import { IconButton } from '../../../ui/IconButton';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useReaders, useRemoveReader } from '../api/useReaders';
import { RegisterReaderModal } from './RegisterReaderModal';
import { TerminalChargeDialog } from './TerminalChargeDialog';

/**
 * The payments page's card readers column (spec 3 section 2): discovery 1.5 s after load; only online readers
 * show, each with its terminal icon (a charge on it); without one a disabled placeholder shows. Add Reader opens
 * the Register reader modal. Registering, removing and charging need payments update.
 */
export function ReadersPanel({
  account,
  canUpdate,
  currency,
}: {
  account: PaymentAccount;
  canUpdate: boolean;
  currency: string;
}) {
  const readers = useReaders();
  const remove = useRemoveReader();
  const [registering, setRegistering] = useState(false);
  const [charging, setCharging] = useState<number | null>(null);
  const online = (readers.data?.readers ?? []).filter((reader) => reader.status === 'online');

  const [removing, setRemoving] = useState<Reader | null>(null);

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (result) => {
        notifySuccess(result.message, 'Success');
        setRemoving(null);
      },
      onError: (error) => {
        notifyError(error);
        setRemoving(null);
      },
    });
  }

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="readers-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="readers-title">
            Card readers
          </Title>
          {canUpdate ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setRegistering(true)}
            >
              Add Reader
            </Button>
          ) : null}
        </Group>
        {readers.isPending ? (
          <Text size="sm" c="dimmed" role="status">
            Looking for readers…
          </Text>
        ) : null}
        {online.length > 0 ? (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {online.map((reader) => (
              <Group key={reader.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={500} truncate>
                    {reader.label}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {reader.location_name}
                    {reader.simulated ? ' · simulated' : ''}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Badge
                    color={reader.action?.status === 'in_progress' ? 'yellow' : 'green'}
                    variant="dot"
                    size="sm"
                    style={{ flexShrink: 0, maxWidth: 'none', minWidth: 'max-content' }}
                  >
                    {reader.action?.status === 'in_progress' ? 'busy' : 'online'}
                  </Badge>
                  {canUpdate ? (
                    <>
                      <IconButton
                        variant="light"
                        label={`Charge on ${reader.label}`}
                        icon={<IconCreditCardPay size={18} />}
                        onClick={() => setCharging(reader.id)}
                      />
                      <IconButton
                        variant="subtle"
                        color="red"
                        label={`Remove ${reader.label}`}
                        icon={<IconTrash size={16} />}
                        onClick={() => setRemoving(reader)}
                      />
                    </>
                  ) : null}
                </Group>
              </Group>
            ))}
          </Stack>
        ) : readers.isSuccess ? (
          <Button variant="default" leftSection={<IconDeviceMobile size={18} aria-hidden />} disabled>
            No reader online
          </Button>
        ) : null}
      </Stack>
      {removing ? (
        <Modal
          opened
          onClose={() => setRemoving(null)}
          title="Remove reader"
          centered
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <Stack gap="sm">
            <Text size="sm">Are you sure? {removing.label} will no longer take payments.</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button color="red" onClick={confirmRemove} loading={remove.isPending}>
                Remove
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
      {registering ? (
        <RegisterReaderModal
          locations={readers.data?.locations ?? []}
          sandbox={account.provider === 'sandbox'}
          onClose={() => setRegistering(false)}
        />
      ) : null}
      {charging !== null ? (
        <TerminalChargeDialog
          readers={online}
          initialReader={charging}
          currency={currency}
          onClose={() => setCharging(null)}
        />
      ) : null}
    </Paper>
  );
}
