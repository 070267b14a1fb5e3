import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { APPOINTMENT_LIMITS } from '@fairplay/contracts';
import { BOOKING_NAME_MESSAGES } from '@fairplay/domain';
import { cleanName, useMemberOptions, type MemberOption } from '../api/useMemberSearch';

interface PartnerPickerProps {
  value: string[];
  /** Names of partners already chosen (when editing), so they show before any search. */
  initialOptions?: MemberOption[];
  onChange: (partners: string[]) => void;
  /** Members are told, when a typed name matches nobody, that free text is not allowed (spec 2 section 5). */
  freeTextRule?: boolean;
}

/**
 * Partners are club members picked from the name search; free text is not allowed for member names
 * (spec 2 section 5), so a name that matches nobody cannot be added. Guests are typed separately.
 */
export function PartnerPicker({ value, initialOptions = [], onChange, freeTextRule = false }: PartnerPickerProps) {
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
      nothingFoundMessage={
        freeTextRule && options.nothingFound === 'No member found'
          ? BOOKING_NAME_MESSAGES.freeText
          : options.nothingFound
      }
      maxValues={APPOINTMENT_LIMITS.peopleMax}
      onChange={(partners) => {
        setChosen(options.data.filter((option) => partners.includes(option.value)));
        onChange(partners);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
