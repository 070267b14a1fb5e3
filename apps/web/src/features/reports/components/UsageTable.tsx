import { Table } from '@mantine/core';
import type { UsageFiguresView } from '@fairplay/contracts';
import { hoursText, percentText } from '../model/ops-figures';

/** Rows of available and booked court time (by court, facility group or sport), with their share. */
export function UsageTable({
  caption,
  label,
  rows,
}: {
  caption: string;
  label: string;
  rows: (UsageFiguresView & { id: number; name: string; detail?: string })[];
}) {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{label}</Table.Th>
            <Table.Th scope="col" ta="right">
              Available
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Booked
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Utilization
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row" fw={500}>
                {row.name}
                {row.detail ? ` · ${row.detail}` : ''}
              </Table.Th>
              <Table.Td ta="right">{hoursText(row.available_minutes)}</Table.Td>
              <Table.Td ta="right">{hoursText(row.booked_minutes)}</Table.Td>
              <Table.Td ta="right">{percentText(row.utilization)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
