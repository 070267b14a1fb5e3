import { Button, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useClubClock } from '../../../ui/dates';
import { notifyError } from '../../../ui/notify';
import {
  downloadUtilizationCsv,
  useFacilityGroupOptions,
  useUtilization,
  type UtilizationFilters,
} from '../api/ops-reports';
import { hoursText, percentText, pointsText } from '../model/ops-figures';
import { lastFourWeeks, todayIn } from '../model/ranges';
import { FigureTile } from './FigureTile';
import { RangeInputs } from './RangeInputs';
import { UnsoldPrime } from './UnsoldPrime';
import { UsageTable } from './UsageTable';
import { UtilizationHeatmap } from './UtilizationHeatmap';

/** Report 2, Court utilization: filters, headline figures against the previous period, the heatmap and tables. */
export function UtilizationReport() {
  const { timeZone } = useClubClock();
  const [filters, setFilters] = useState<UtilizationFilters>(() => lastFourWeeks(todayIn(timeZone)));
  const report = useUtilization(filters);
  const groups = useFacilityGroupOptions();
  const answer = report.data;
  const totals = answer?.totals;
  const before = answer?.previous_totals;
  const sports = (totals?.by_sport ?? []).map((sport) => ({ value: String(sport.id), label: sport.name }));
  const place = (key: 'facility_group_id' | 'sport_id', value: string | null) => {
    const next = { ...filters };
    if (value) next[key] = Number(value);
    else delete next[key];
    setFilters(next);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <Group gap="sm" align="end" wrap="wrap">
          <RangeInputs from={filters.from} to={filters.to} onChange={(range) => setFilters({ ...filters, ...range })} />
          <Select
            label="Facility group"
            placeholder="All"
            clearable
            data={groups.data ?? []}
            value={filters.facility_group_id ? String(filters.facility_group_id) : null}
            onChange={(value) => place('facility_group_id', value)}
          />
          <Select
            label="Sport"
            placeholder="All"
            clearable
            data={
              filters.sport_id && sports.length === 0
                ? [{ value: String(filters.sport_id), label: 'Chosen sport' }]
                : sports
            }
            value={filters.sport_id ? String(filters.sport_id) : null}
            onChange={(value) => place('sport_id', value)}
          />
        </Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => downloadUtilizationCsv(filters).catch(notifyError)}
        >
          Download CSV
        </Button>
      </Group>
      {report.isError ? <ErrorAlert message={errorMessage(report.error)} /> : null}
      {!answer || !totals ? (
        <Loader aria-label="Loading the report" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <FigureTile
              label="Utilization"
              value={percentText(totals.utilization)}
              note={`${hoursText(totals.booked_minutes)} of ${hoursText(totals.available_minutes)} · ${pointsText(totals.utilization, before?.utilization) ?? 'no earlier period'}`}
            />
            <FigureTile
              label="Prime time"
              value={percentText(totals.prime.utilization)}
              note={`${hoursText(totals.prime.booked_minutes)} of ${hoursText(totals.prime.available_minutes)} · ${pointsText(totals.prime.utilization, before?.prime.utilization) ?? ''}`}
            />
            <FigureTile
              label="Off-peak"
              value={percentText(totals.off_peak.utilization)}
              note={`${hoursText(totals.off_peak.booked_minutes)} of ${hoursText(totals.off_peak.available_minutes)} · ${pointsText(totals.off_peak.utilization, before?.off_peak.utilization) ?? ''}`}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            Open hours come from the availability rules, less freezes and blocked time. Prime time:{' '}
            {answer.prime_time.days.length} days a week, {answer.prime_time.start_hour}:00–{answer.prime_time.end_hour}
            :00.
          </Text>
          <Title order={3}>By weekday and hour</Title>
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
        </>
      )}
    </Stack>
  );
}
