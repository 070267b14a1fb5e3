import { useState } from 'react';
import { Badge, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { OUTBOX_KIND_LABELS, OUTBOX_KINDS, type OutboxKind } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useMailLog } from '../api/useNotifications';
import { clubDateTime } from '../model/messages';
import { BusyIndicator } from '../../../ui/BusyIndicator';

const STATUS_COLORS = { pending: 'gray', sent: 'green', failed: 'red' } as const;

/** The club's sent mail from the outbox: newest first, paged, searchable, times in the club's time zone. */
export function MailLog() {
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 400);
  const [kind, setKind] = useState<OutboxKind | null>(null);
  const log = useMailLog(page, search, kind);
  const zone = user.business?.timezone;
  const amPm = user.business?.am_pm ?? true;
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.page_size)) : 1;
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search recipient or subject"
          value={typed}
          maxLength={100}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Kind"
          placeholder="All kinds"
          clearable
          data={OUTBOX_KINDS.map((value) => ({ value, label: OUTBOX_KIND_LABELS[value] }))}
          value={kind}
          onChange={(value) => {
            setKind(value as OutboxKind | null);
            setPage(1);
          }}
          style={{ flex: '0 1 200px' }}
        />
      </Group>
      {log.isPending ? <BusyIndicator label="Loading sent mail" size="sm" /> : null}
      <ErrorAlert message={log.isError ? errorMessage(log.error) : null} live={false} />
      {log.data && log.data.rows.length === 0 ? <Text c="dimmed">No e-mail found.</Text> : null}
      {log.data && log.data.rows.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label="Sent mail">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>Recipient</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{clubDateTime(row.created_at, zone, amPm)}</Table.Td>
                  <Table.Td>{row.to ?? <Text c="dimmed">hidden</Text>}</Table.Td>
                  <Table.Td>{row.subject}</Table.Td>
                  <Table.Td>{OUTBOX_KIND_LABELS[row.kind]}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[row.status]} variant="light">
                      {row.status}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} aria-label="Sent mail pages" /> : null}
    </Stack>
  );
}
