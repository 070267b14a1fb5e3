import { MultiSelect } from '@mantine/core';
import { useGroupList } from '../api/useGroups';

interface GroupPickerProps {
  label?: string;
  description?: string;
  value: number[];
  onChange: (groupIds: number[]) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * Choose some of the club's active groups (groups read), each shown with its member count: for bulk e-mail by
 * group, the customers list's group filter and who-can-book targets.
 */
export function GroupPicker({ label = 'Groups', description, value, onChange, error, disabled }: GroupPickerProps) {
  const groups = useGroupList(false);
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={value.length === 0 ? 'Choose groups' : undefined}
      data={(groups.data ?? []).map((group) => ({
        value: String(group.id),
        label: `${group.name} (${group.member_count})`,
      }))}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      clearable
      nothingFoundMessage={groups.isPending ? 'Loading groups…' : 'No group found'}
      error={error ?? (groups.isError ? 'The groups could not be loaded.' : null)}
      disabled={disabled}
    />
  );
}
