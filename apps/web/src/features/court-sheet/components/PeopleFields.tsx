import { MultiSelect, NativeSelect, TagsInput } from '@mantine/core';
import { APPOINTMENT_LIMITS, type CategorySport } from '@fairplay/contracts';
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
  /** The sport categories of the chosen courts' facility groups: only their sports are offered (none known: all). */
  categories?: readonly number[];
  onChange: (change: Partial<People>) => void;
}

/**
 * The sports of the courts' categories (a tennis court offers racquet sports, not Yoga), keeping the booking's
 * current sport so an edit never drops it silently.
 */
function sportsFor(sports: readonly CategorySport[], categories: readonly number[], current: string) {
  if (categories.length === 0) return sports;
  return sports.filter((sport) => categories.includes(sport.sport_category_id) || String(sport.id) === current);
}

/** Who plays and what: assigned coaches (staff), partners from the member search, guests by name (letters and spaces) and the sport. */
export function PeopleFields(props: PeopleFieldsProps) {
  const { values, isStaff, knownPartners, withSport = true, categories = [], onChange } = props;
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
        freeTextRule={!isStaff}
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
            ...sportsFor(sports.data ?? [], categories, values.sport).map((sport) => ({
              value: String(sport.id),
              label: sport.display_name,
            })),
          ]}
          onChange={(event) => onChange({ sport: event.currentTarget.value })}
        />
      ) : null}
    </>
  );
}
