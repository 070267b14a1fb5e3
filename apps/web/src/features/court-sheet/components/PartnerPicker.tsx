import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { APPOINTMENT_LIMITS } from '@fairplay/contracts';
import { cleanName, useMemberOptions, type MemberOption } from '../api/useMemberSearch';

interface PartnerPickerProps {
  value: string[];
  /** Names of partners already chosen (when editing), so they show before any search. */
  initialOptions?: MemberOption[];
  onChange: (partners: string[]) => void;
}

/**
 * Partners are club members picked from the name search; free text is not allowed for member names
 * (spec 2 section 5), so a name that matches nobody cannot be added. Guests are typed separately.
 */
export function PartnerPicker({ value, initialOptions = [], onChange }: PartnerPickerProps) {
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<MemberOption[]>(initialOptions);
  const options = useMemberOptions(typed, chosen);
  return (
    <MultiSelect
      label="Partners"
      description="Type a member's name and pick it from the suggestions"
      placeholder={value.length === 0 ? 'Optional' : undefined}
      data={options.data}
      value={value}
      searchable
      clearable
      searchValue={typed}
      onSearchChange={(text) => setTyped(cleanName(text))}
      nothingFoundMessage={options.nothingFound}
      maxValues={APPOINTMENT_LIMITS.peopleMax}
      onChange={(partners) => {
        setChosen(options.data.filter((option) => partners.includes(option.value)));
        onChange(partners);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
