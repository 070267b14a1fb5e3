import { MultiSelect, NativeSelect, TagsInput } from '@mantine/core';
import { APPOINTMENT_LIMITS } from '@fairplay/contracts';
import { usePeopleOptions } from '../api/usePeople';
import { PartnerPicker } from './PartnerPicker';
import { useSportsList } from '../api/useSheetData';
import type { BookingValues } from '../model/booking-form';

type People = Pick<BookingValues, 'assigned' | 'partners' | 'guests' | 'sport'>;

interface PeopleFieldsProps {
  values: People;
  isStaff: boolean;
  /** Names of the partners already on a booking being edited. */
  knownPartners?: { value: string; label: string }[];
  /** The sport is offered unless a member edits a booking (only staff change it then). */
  withSport?: boolean;
  onChange: (change: Partial<People>) => void;
}

/** Who plays and what: assigned coaches (staff), partners from the member search, guests by name (letters and spaces) and the sport. */
export function PeopleFields({ values, isStaff, knownPartners, withSport = true, onChange }: PeopleFieldsProps) {
  const people = usePeopleOptions(isStaff);
  const sports = useSportsList(withSport);
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
      <PartnerPicker
        value={values.partners}
        initialOptions={knownPartners}
        onChange={(partners) => onChange({ partners })}
      />
      <TagsInput
        label="Guests"
        description="Names, letters and spaces only; press Enter after each"
        value={values.guests}
        maxTags={APPOINTMENT_LIMITS.peopleMax}
        onChange={(guests) =>
          onChange({
            guests: guests.map((guest) => guest.replace(/[^\p{L} ]/gu, '')).filter((guest) => guest.trim() !== ''),
          })
        }
      />
      {withSport ? (
        <NativeSelect
          label="Sport"
          value={values.sport}
          data={[
            { value: '', label: 'Any' },
            ...(sports.data ?? []).map((sport) => ({ value: String(sport.id), label: sport.display_name })),
          ]}
          onChange={(event) => onChange({ sport: event.currentTarget.value })}
        />
      ) : null}
    </>
  );
}
