import { MultiSelect, NativeSelect, TagsInput } from '@mantine/core';
import { APPOINTMENT_LIMITS } from '@fairplay/contracts';
import { usePeopleOptions } from '../api/usePeople';
import { PartnerPicker } from './PartnerPicker';
import { useSportsList } from '../api/useSheetData';
import type { BookingValues } from '../model/booking-form';

interface PeopleFieldsProps {
  values: Pick<BookingValues, 'assigned' | 'partners' | 'guests' | 'sport'>;
  isStaff: boolean;
  onChange: (change: Partial<BookingValues>) => void;
}

/** Who plays and what: assigned coaches (staff), partners from the member search, guests by name (letters and spaces) and the sport. */
export function PeopleFields({ values, isStaff, onChange }: PeopleFieldsProps) {
  const people = usePeopleOptions(isStaff);
  const sports = useSportsList();
  return (
    <>
      {isStaff ? (
        <MultiSelect
          label="Assigned coaches"
          placeholder={values.assigned.length === 0 ? 'Optional' : undefined}
          data={people.coaches}
          value={values.assigned}
          searchable
          clearable
          maxValues={APPOINTMENT_LIMITS.peopleMax}
          onChange={(assigned) => onChange({ assigned })}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      <PartnerPicker value={values.partners} onChange={(partners) => onChange({ partners })} />
      <TagsInput
        label="Guests"
        description="Names, letters and spaces only; press Enter after each"
        value={values.guests}
        maxTags={APPOINTMENT_LIMITS.peopleMax}
        onChange={(guests) => onChange({ guests: guests.map((guest) => guest.replace(/[^\p{L} ]/gu, '')).filter((guest) => guest.trim() !== '') })}
      />
      <NativeSelect
        label="Sport"
        value={values.sport}
        data={[{ value: '', label: 'Any' }, ...(sports.data ?? []).map((sport) => ({ value: String(sport.id), label: sport.display_name }))]}
        onChange={(event) => onChange({ sport: event.currentTarget.value })}
      />
    </>
  );
}
