import { useMemo, useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { APPOINTMENT_LIMITS } from '@fairplay/contracts';
import { cleanName, useMemberSearch } from '../api/useMemberSearch';

interface PartnerPickerProps {
  value: string[];
  /** Names of partners already chosen (when editing), so they show before any search. */
  initialOptions?: { value: string; label: string }[];
  onChange: (partners: string[]) => void;
}

/**
 * Partners are club members picked from the name search; free text is not allowed for member names
 * (spec 2 section 5), so a name that matches nobody cannot be added. Guests are typed separately.
 */
export function PartnerPicker({ value, initialOptions = [], onChange }: PartnerPickerProps) {
  const [typed, setTyped] = useState('');
  const [known, setKnown] = useState<Map<string, string>>(() => new Map(initialOptions.map((option) => [option.value, option.label])));
  const results = useMemberSearch(typed);
  const data = useMemo(() => {
    const options = new Map(known);
    for (const person of results.data ?? []) options.set(String(person.user_id), person.full_name);
    return [...options.entries()].map(([id, label]) => ({ value: id, label }));
  }, [known, results.data]);
  return (
    <MultiSelect
      label="Partners"
      description="Type a member's name and pick it from the suggestions"
      placeholder={value.length === 0 ? 'Optional' : undefined}
      data={data}
      value={value}
      searchable
      clearable
      searchValue={typed}
      onSearchChange={(text) => setTyped(cleanName(text))}
      nothingFoundMessage={typed.trim() === '' ? undefined : results.isFetching ? 'Searching…' : 'No member found'}
      maxValues={APPOINTMENT_LIMITS.peopleMax}
      onChange={(partners) => {
        setKnown(new Map(data.filter((option) => partners.includes(option.value)).map((option) => [option.value, option.label])));
        onChange(partners);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
