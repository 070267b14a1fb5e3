import { Group, Paper, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { ReportCatalogueEntry } from '@fairplay/contracts';
import { useReportChoices } from '../api/useReport';
import { PRESETS, presetOf, presetRange, type PresetKey, type ReportFilterState } from '../model/report-filters';

interface Props {
  entry: ReportCatalogueEntry;
  filters: ReportFilterState;
  today: string;
  onChange: (next: ReportFilterState) => void;
}

/** The report's filters: a period (a preset or two dates), the places it can narrow by, and the comparison. */
export function ReportFilters({ entry, filters, today, onChange }: Props) {
  const choices = useReportChoices();
  const preset = presetOf(filters, today);
  const set = (patch: Partial<ReportFilterState>) => onChange({ ...filters, ...patch });
  const idOf = (value: string | null) => (value === null ? null : Number(value));
  const groups = (choices.data?.facility_groups ?? []).filter(
    (group) => filters.location_id === null || group.location_id === filters.location_id,
  );
  const setDate = (key: 'from' | 'to', value: string) => {
    // A half-typed date waits: the address only takes a whole one, in order.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
    const next = { ...filters, [key]: value };
    if (next.from <= next.to) onChange(next);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label="Period"
          data={[
            ...PRESETS.map((item) => ({ value: item.key, label: item.label })),
            { value: 'custom', label: 'Custom' },
          ]}
          value={preset ?? 'custom'}
          allowDeselect={false}
          onChange={(value) => {
            if (value && value !== 'custom') set(presetRange(value as PresetKey, today));
          }}
        />
        <TextInput
          type="date"
          label="From"
          value={filters.from}
          max={filters.to}
          onChange={(event) => setDate('from', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="To"
          value={filters.to}
          min={filters.from}
          onChange={(event) => setDate('to', event.currentTarget.value)}
        />
        {entry.filters.includes('location_id') && (choices.data?.locations.length ?? 0) > 1 && (
          <Select
            label="Location"
            placeholder="All locations"
            clearable
            data={(choices.data?.locations ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            value={filters.location_id === null ? null : String(filters.location_id)}
            onChange={(value) => set({ location_id: idOf(value), facility_group_id: null })}
          />
        )}
        {entry.filters.includes('facility_group_id') && (
          <Select
            label="Facility group"
            placeholder="All facility groups"
            clearable
            data={groups.map((row) => ({ value: String(row.id), label: row.name }))}
            value={filters.facility_group_id === null ? null : String(filters.facility_group_id)}
            onChange={(value) => set({ facility_group_id: idOf(value) })}
          />
        )}
        {entry.filters.includes('sport_id') && (choices.data?.sports.length ?? 0) > 0 && (
          <Select
            label="Sport"
            placeholder="All sports"
            clearable
            data={(choices.data?.sports ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            value={filters.sport_id === null ? null : String(filters.sport_id)}
            onChange={(value) => set({ sport_id: idOf(value) })}
          />
        )}
      </SimpleGrid>
      <Group mt="sm">
        <Switch
          label="Compare with the previous period"
          checked={filters.compare}
          onChange={(event) => set({ compare: event.currentTarget.checked })}
        />
      </Group>
    </Paper>
  );
}
