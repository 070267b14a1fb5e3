import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { endpoints, revenueReport, type RevenueAnswer } from '@fairplay/contracts';
import { formatCents } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useReport } from '../api/useReport';
import { queryOf } from '../model/report-filters';
import type { ReportPageProps } from './report-pages';
import { CompareStat } from './CompareStat';

/** Report 1: revenue by category (chart and the same figures as a table), the accrual view and the cash bridge. */
export function RevenueReport({ filters }: ReportPageProps) {
  const report = useReport<RevenueAnswer>(endpoints.reports.revenue, queryOf(filters, revenueReport.filters));
  if (report.error) return <Alert color="red">{errorMessage(report.error)}</Alert>;
  if (!report.data) return <Text c="dimmed">Loading the report…</Text>;
  const { rows, totals, previous_totals: before, currency } = report.data;
  const money = (cents: number) => formatCents(cents, currency);
  const chart = rows.map((row) => ({ name: row.label, Net: row.net / 100, Refunds: row.refunds / 100 }));

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <CompareStat label="Net revenue" value={totals.net_revenue} previous={before?.net_revenue} format={money} />
        <CompareStat label="Earned (accrual)" value={totals.earned} previous={before?.earned} format={money} />
        <CompareStat label="Cash received" value={totals.cash} previous={before?.cash} format={money} />
        <CompareStat label="Refunds" value={totals.refunds} previous={before?.refunds} format={money} />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          By category
        </Title>
        {/* The chart repeats the table below for sighted readers; screen readers read the table. */}
        <div aria-hidden style={{ width: '100%', height: 280 }}>
          <ResponsiveContainer>
            <BarChart data={chart} margin={{ left: 8, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} angle={-20} textAnchor="end" height={60} />
              <YAxis tick={{ fontSize: 11 }} />
              <Tooltip formatter={(value) => money(Math.round(Number(value) * 100))} />
              <Legend />
              <Bar dataKey="Net" fill="#1c7ed6" />
              <Bar dataKey="Refunds" fill="#e8590c" />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Caption>
              Revenue by category, {report.data.period.from} to {report.data.period.to}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {[
                  'Category',
                  'Gross',
                  'Discounts',
                  'Net',
                  'Tax',
                  'Refunds',
                  'Net revenue',
                  'Earned',
                  'Deferred +',
                  'Deferred −',
                ].map((name) => (
                  <Table.Th key={name} scope="col">
                    {name}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...rows, { ...totals, category: 'total', label: 'Total' }].map((row) => (
                <Table.Tr key={row.category} fw={row.category === 'total' ? 700 : undefined}>
                  <Table.Th scope="row">{row.label}</Table.Th>
                  {(
                    [
                      'gross',
                      'discounts',
                      'net',
                      'tax',
                      'refunds',
                      'net_revenue',
                      'earned',
                      'deferred_added',
                      'deferred_released',
                    ] as const
                  ).map((key) => (
                    <Table.Td key={key}>{money(row[key])}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          From net revenue to cash
        </Title>
        <Table>
          <Table.Tbody>
            <BridgeRow label="Net revenue (sold less refunded, before tax)" cents={totals.net_revenue} money={money} />
            <BridgeRow label="Tax collected" cents={totals.tax} money={money} />
            <BridgeRow label="Invoiced, not yet collected" cents={-totals.receivable_change} money={money} />
            <BridgeRow label="Paid with member credit" cents={-totals.member_credit_used} money={money} />
            <BridgeRow label="Cash received less refunds" cents={totals.cash} money={money} strong />
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed" mt="sm">
          Earned {money(totals.earned)} = net revenue {money(totals.net_revenue)} − paid ahead{' '}
          {money(totals.deferred_added)} + earned from earlier payments {money(totals.deferred_released)}.
        </Text>
      </Paper>
    </Stack>
  );
}

function BridgeRow(props: { label: string; cents: number; money: (cents: number) => string; strong?: boolean }) {
  return (
    <Table.Tr fw={props.strong ? 700 : undefined}>
      <Table.Th scope="row">{props.label}</Table.Th>
      <Table.Td ta="right">{props.money(props.cents)}</Table.Td>
    </Table.Tr>
  );
}
