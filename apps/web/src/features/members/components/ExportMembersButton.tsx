import { Button, Group, Loader, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadMembersCsv } from '../api/export-members';
import type { MemberFilters } from '../api/useMembers';
import { notifyError, notifySuccess } from '../../../ui/notify';

const sizeOf = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

/** Exports the filtered list (GET reports/members) as CSV, showing how much has arrived while it streams. */
export function ExportMembersButton({ filters }: { filters: MemberFilters }) {
  const [received, setReceived] = useState<number | null>(null);
  const busy = received !== null;

  const start = () => {
    setReceived(0);
    downloadMembersCsv(filters, setReceived)
      .then(({ fileName }) => notifySuccess(`${fileName} downloaded.`))
      .catch((error: unknown) => notifyError(error))
      .finally(() => setReceived(null));
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={start} disabled={busy}>
        Export CSV
      </Button>
      {busy ? (
        <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Exporting… {sizeOf(received)}</Text>
        </Group>
      ) : null}
    </Group>
  );
}
