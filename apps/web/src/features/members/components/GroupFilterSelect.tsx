import { Select } from '@mantine/core';
import { useGroupList } from '../../groups';

/** The Customers list's group filter: every member, those in no group, or one group's members. */
export function GroupFilterSelect({
  value,
  onChange,
}: {
  value: 'all' | 'none' | number;
  onChange: (value: 'all' | 'none' | number) => void;
}) {
  const groups = useGroupList(false);
  return (
    <Select
      label="Group"
      value={String(value)}
      onChange={(next) => onChange(next === null || next === 'all' ? 'all' : next === 'none' ? 'none' : Number(next))}
      data={[
        { value: 'all', label: 'All members' },
        { value: 'none', label: 'In no group' },
        ...(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name })),
      ]}
      allowDeselect={false}
      style={{ flex: '0 1 220px' }}
    />
  );
}
