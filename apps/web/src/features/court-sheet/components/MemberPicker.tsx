import { Select } from '@mantine/core';
import { useState } from 'react';
import { cleanName, useMemberOptions, type MemberOption } from '../api/useMemberSearch';

interface MemberPickerProps {
  label: string;
  description?: string;
  value: string;
  placeholder?: string;
  onChange: (userId: string) => void;
}

/**
 * One club member picked from the name search (letters and spaces, debounced); a typed name that matches
 * nobody cannot be chosen, as spec 2 section 5 allows no free text for member names.
 */
export function MemberPicker({ label, description, value, placeholder, onChange }: MemberPickerProps) {
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<MemberOption[]>([]);
  const options = useMemberOptions(typed, chosen);
  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder ?? 'Type a name'}
      data={options.data}
      value={value || null}
      searchable
      clearable
      searchValue={typed}
      onSearchChange={(text) => setTyped(cleanName(text))}
      nothingFoundMessage={options.nothingFound}
      onChange={(id) => {
        setChosen(options.data.filter((option) => option.value === id));
        onChange(id ?? '');
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
