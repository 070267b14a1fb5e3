import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { cleanName, useMemberSearch } from '../api/useMemberSearch';

interface MemberPickerProps {
  label: string;
  description?: string;
  value: string;
  /** Name of the member already chosen, so it shows before any search. */
  initialName?: string;
  placeholder?: string;
  onChange: (userId: string) => void;
}

/**
 * One club member picked from the name search (letters and spaces, debounced); a typed name that matches
 * nobody cannot be chosen, as spec 2 section 5 allows no free text for member names.
 */
export function MemberPicker({ label, description, value, initialName, placeholder, onChange }: MemberPickerProps) {
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(value && initialName ? { value, label: initialName } : null);
  const results = useMemberSearch(typed);
  const data = useMemo(() => {
    const options = new Map<string, string>(chosen ? [[chosen.value, chosen.label]] : []);
    for (const person of results.data ?? []) options.set(String(person.user_id), person.full_name);
    return [...options.entries()].map(([id, name]) => ({ value: id, label: name }));
  }, [chosen, results.data]);
  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder ?? 'Type a name'}
      data={data}
      value={value || null}
      searchable
      clearable
      searchValue={typed}
      onSearchChange={(text) => setTyped(cleanName(text))}
      nothingFoundMessage={typed.trim() === '' ? undefined : results.isFetching ? 'Searching…' : 'No member found'}
      onChange={(id) => {
        setChosen(data.find((option) => option.value === id) ?? null);
        onChange(id ?? '');
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
