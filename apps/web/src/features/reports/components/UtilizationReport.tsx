import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { utilizationReport } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useUtilization } from '../api/ops-reports';
import { hoursText, percentText, pointsText } from '../model/ops-figures';
import { queryOf } from '../model/report-filters';
import { FigureTile } from './FigureTile';
import type { ReportPageProps } from './report-pages';
import { UnsoldPrime } from './UnsoldPrime';
import { UsageTable } from './UsageTable';
import { UtilizationHeatmap } from './UtilizationHeatmap';

/** Report 2, Court utilization: headline figures against the previous period, the heatmap and tables. */
export function UtilizationReport({ filters }: ReportPageProps) {
  const report = useUtilization(queryOf(filters, utilizationReport.filters));
  const answer = report.data;
  const totals = answer?.totals;
  const before = answer?.previous_totals;
  if (report.isError) return <ErrorAlert message={errorMessage(report.error)} />;
  if (!answer || !totals) return <Loader aria-label="Loading the report" />;
  const usage = (figures: { booked_minutes: number; available_minutes: number }, change: string | null) =>
    `${hoursText(figures.booked_minutes)} of ${hoursText(figures.available_minutes)}${change ? ` · ${change}` : ''}`;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <FigureTile
          label="Utilization"
          value={percentText(totals.utilization)}
          note={usage(totals, pointsText(totals.utilization, before?.utilization))}
        />
        <FigureTile
          label="Prime time"
          value={percentText(totals.prime.utilization)}
          note={usage(totals.prime, pointsText(totals.prime.utilization, before?.prime.utilization))}
        />
        <FigureTile
          label="Off-peak"
          value={percentText(totals.off_peak.utilization)}
          note={usage(totals.off_peak, pointsText(totals.off_peak.utilization, before?.off_peak.utilization))}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Open hours come from the availability rules, less freezes and blocked time. Prime time:{' '}
        {answer.prime_time.days.length} days a week, {answer.prime_time.start_hour}:00–{answer.prime_time.end_hour}:00.
      </Text>
      <Title order={2} size="h4">
        By weekday and hour
      </Title>
      <UtilizationHeatmap cells={totals.cells} />
      <UnsoldPrime unsold={answer.unsold_prime} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <UsageTable
          caption="By court"
          label="Court"
          rows={answer.rows.map((row) => ({ ...row, detail: row.facility_group }))}
        />
        <Stack>
          <UsageTable caption="By facility group" label="Facility group" rows={totals.by_facility_group} />
          <UsageTable caption="By sport" label="Sport" rows={totals.by_sport} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
