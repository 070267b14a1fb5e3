import { Group, MultiSelect, NativeSelect } from '@mantine/core';
import { usePeopleOptions } from '../api/usePeople';
import type { SheetFilters } from '../model/filters';

interface SheetFilterBarProps {
  filters: SheetFilters;
  coachFilter: boolean;
  family: { value: string; label: string }[];
  onChange: (filters: SheetFilters) => void;
}

/** The coach filter for front-desk staff and the family selector for members (spec 2 section 2, left panel). */
export function SheetFilterBar({ filters, coachFilter, family, onChange }: SheetFilterBarProps) {
  const people = usePeopleOptions(coachFilter);
  if (!coachFilter && family.length === 0) return null;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {coachFilter ? (
        <MultiSelect
          label="Coach"
          placeholder={filters.assignedTo.length === 0 ? 'All coaches' : undefined}
          data={people.coaches}
          value={filters.assignedTo.map(String)}
          onChange={(ids) => onChange({ ...filters, assignedTo: ids.map(Number) })}
          clearable
          searchable
          maxDropdownHeight={350}
          miw={220}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {family.length > 0 ? (
        <NativeSelect
          label="Show bookings of"
          data={family}
          value={filters.family === null ? '' : String(filters.family)}
          onChange={(event) =>
            onChange({ ...filters, family: event.currentTarget.value ? Number(event.currentTarget.value) : null })
          }
          miw={200}
        />
      ) : null}
    </Group>
  );
}
