import { MultiSelect } from '@mantine/core';
import { TAG_LIMITS } from '@fairplay/contracts';
import { useTagList } from '../api/useTags';

interface TagSelectProps {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  placeholder?: string;
  /** How many may be chosen (a booking holds at most 10). */
  maxValues?: number;
  miw?: number;
}

/** A choice of the club's active tags: the booking dialog's tags and the court sheet's tag filter. */
export function TagSelect({
  label,
  value,
  onChange,
  placeholder,
  maxValues = TAG_LIMITS.perBooking,
  miw,
}: TagSelectProps) {
  const tags = useTagList(false);
  const data = (tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.display_name }));
  // A chosen tag archived since still shows by its id until it is taken off.
  const known = new Set(data.map((option) => option.value));
  const missing = value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: `Tag ${id}` }));
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={[...data, ...missing]}
      value={value}
      onChange={onChange}
      clearable
      searchable
      maxValues={maxValues}
      nothingFoundMessage={tags.isLoading ? 'Loading…' : 'No tags'}
      miw={miw}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
