import { Table } from '@mantine/core';
import type { MembershipFiguresView } from '@fairplay/contracts';
import { moneyText, percentText } from '../model/ops-figures';

const COLUMNS: [keyof MembershipFiguresView, string][] = [
  ['start', 'Start'],
  ['new', 'New'],
  ['reactivated', 'Reactivated'],
  ['paused', 'Paused'],
  ['cancelled', 'Cancelled'],
  ['ended', 'Ended'],
  ['end', 'End'],
];

/** Membership movements per row (period or plan): counts, churn and MRR at the end. */
export function MembershipsTable({
  caption,
  label,
  rows,
  currency,
}: {
  caption: string;
  label: string;
  rows: (MembershipFiguresView & { key: string; name: string })[];
  currency: string;
}) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{label}</Table.Th>
            {COLUMNS.map(([key, name]) => (
              <Table.Th key={key} scope="col" ta="right">
                {name}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              Churn
            </Table.Th>
            <Table.Th scope="col" ta="right">
              MRR at end
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                {row.name}
              </Table.Th>
              {COLUMNS.map(([key]) => (
                <Table.Td key={key} ta="right">
                  {row[key]}
                </Table.Td>
              ))}
              <Table.Td ta="right">{percentText(row.churn)}</Table.Td>
              <Table.Td ta="right">{moneyText(row.mrr_end, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
