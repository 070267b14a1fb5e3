import { Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { CHARGE_TYPE_FILTERS, type Charge } from '@fairplay/contracts';
import { formatCents } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useChargeHistory } from '../api/usePayments';
import {
  CHARGE_TYPE_LABELS,
  defaultRange,
  formatChargeTime,
  rangeQuery,
  sourceLabel,
  chargeStatusColor,
  chargeStatusLabel,
} from '../model/history';
import { ReceiptModal } from './ReceiptModal';

type TypeFilter = (typeof CHARGE_TYPE_FILTERS)[number];

export interface ClubClock {
  timeZone: string;
  amPm: boolean;
  currency: string;
}

/** A page of charges as a table; a row's Receipt button opens the receipt viewer. */
export function ChargeTable({
  rows,
  clock,
  label,
  onOpen,
}: {
  rows: readonly Charge[];
  clock: ClubClock;
  label: string;
  onOpen: (id: number) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Paid with</Table.Th>
            <Table.Th>Total</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Receipt</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatChargeTime(row.createdAt, clock.timeZone, clock.amPm)}
              </Table.Td>
              <Table.Td>
                {row.metadata.full_name || '—'}
                {row.description ? (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {row.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{sourceLabel(row)}</Table.Td>
              <Table.Td>
                {formatCents(row.total, row.currency)}
                {row.amount_refunded > 0 ? (
                  <Text size="xs" c="dimmed">
                    Refunded {formatCents(row.amount_refunded, row.currency)}
                  </Text>
                ) : null}
                {row.fee !== null && row.fee > 0 ? (
                  <Text size="xs" c="dimmed">
                    Fee {formatCents(row.fee, row.currency)}
                  </Text>
                ) : null}
              </Table.Td>
              {/* The status reads whole (REFUNDED, PARTLY REFUNDED), never cut to "P…" in a narrow column. */}
              <Table.Td>
                {/* A dot badge keeps the text's own color: the light variant's green is too faint for WCAG AA. */}
                <Badge
                  color={chargeStatusColor(row)}
                  variant="dot"
                  style={{ maxWidth: 'none', minWidth: 'max-content' }}
                >
                  {chargeStatusLabel(row)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => onOpen(row.id)}
                  aria-label={`Receipt of charge ${row.id}`}
                >
                  View
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Recent Charges (spec 3 section 2): type, start and end date filters (from the start of the club's month to
 * today by default), 100 a page newest first, receipts in a viewer; times in the club's time zone.
 */
export function RecentCharges({ clock, canRefund }: { clock: ClubClock; canRefund: boolean }) {
  const initial = defaultRange(clock.timeZone);
  const [type, setType] = useState<TypeFilter>('all');
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [opened, setOpened] = useState<number | null>(null);
  const history = useChargeHistory({ type, ...rangeQuery(from, to, clock.timeZone) });
  const rows = history.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="recent-charges-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="recent-charges-title">
          Recent Charges
        </Title>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label="Type"
            w={170}
            value={type}
            onChange={(value) => setType((value as TypeFilter | null) ?? 'all')}
            allowDeselect={false}
            data={CHARGE_TYPE_FILTERS.map((value) => ({ value, label: CHARGE_TYPE_LABELS[value] }))}
          />
          <TextInput
            label="From"
            type="date"
            w={150}
            value={from}
            max={to}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
          <TextInput
            label="To"
            type="date"
            w={150}
            value={to}
            min={from}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
        </Group>
        {history.isPending ? <BusyIndicator label="Loading charges" /> : null}
        <ErrorAlert message={history.isError ? errorMessage(history.error) : null} live={false} />
        {history.data && rows.length === 0 ? <Text c="dimmed">No charges in this period.</Text> : null}
        {rows.length > 0 ? <ChargeTable rows={rows} clock={clock} label="Recent charges" onOpen={setOpened} /> : null}
        {history.hasNextPage ? (
          <Button variant="default" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            Show more
          </Button>
        ) : null}
      </Stack>
      {opened !== null ? (
        <ReceiptModal chargeId={opened} clock={clock} canRefund={canRefund} onClose={() => setOpened(null)} />
      ) : null}
    </Paper>
  );
}
