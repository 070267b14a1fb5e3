import { Fieldset, NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import { LESSON_LIMITS } from '@fairplay/contracts';

/** Who may book and until when (spec 2 "Lesson listing form": closed, allow_booking_until, who_can_book_filters). */
export interface BookingLimits {
  closed: boolean;
  /** Hours before the start when booking closes; null: the buffer alone. */
  allowBookingUntil: number | null;
  minAge: number | null;
  maxAge: number | null;
  minLevel: number | null;
  maxLevel: number | null;
  gender: 'male' | 'female' | 'NA' | null;
}

export const NO_BOOKING_LIMITS: BookingLimits = {
  closed: false,
  allowBookingUntil: null,
  minAge: null,
  maxAge: null,
  minLevel: null,
  maxLevel: null,
  gender: null,
};

const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'NA', label: 'N/A' },
];

/** A number field's value, or null when emptied. */
const numberOrNull = (value: string | number): number | null =>
  value === '' || Number.isNaN(Number(value)) ? null : Number(value);

/** The form's booking limits: closed, booking cut-off and the who-can-book filters (age, level, gender). */
export function LessonBookingLimits({
  value,
  onChange,
}: {
  value: BookingLimits;
  onChange: (v: BookingLimits) => void;
}) {
  const set = (change: Partial<BookingLimits>) => onChange({ ...value, ...change });
  return (
    <Fieldset legend="Who can book and until when">
      <Switch
        label="Closed (takes no bookings)"
        checked={value.closed}
        onChange={(e) => set({ closed: e.currentTarget.checked })}
        mb="sm"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label="Booking closes (hours before start)"
          description="Empty: open until the start"
          min={0}
          max={LESSON_LIMITS.bookingUntilHoursMax}
          value={value.allowBookingUntil ?? ''}
          onChange={(v) => set({ allowBookingUntil: numberOrNull(v) })}
        />
        <NumberInput
          label="Minimum age"
          min={0}
          max={120}
          value={value.minAge ?? ''}
          onChange={(v) => set({ minAge: numberOrNull(v) })}
        />
        <NumberInput
          label="Maximum age"
          min={0}
          max={120}
          value={value.maxAge ?? ''}
          onChange={(v) => set({ maxAge: numberOrNull(v) })}
        />
        <NumberInput
          label="Minimum level"
          min={1}
          max={7}
          step={0.5}
          decimalScale={1}
          value={value.minLevel ?? ''}
          onChange={(v) => set({ minLevel: numberOrNull(v) })}
        />
        <NumberInput
          label="Maximum level"
          min={1}
          max={7}
          step={0.5}
          decimalScale={1}
          value={value.maxLevel ?? ''}
          onChange={(v) => set({ maxLevel: numberOrNull(v) })}
        />
        <Select
          label="Gender"
          placeholder="Anyone"
          clearable
          data={GENDERS}
          value={value.gender}
          onChange={(v) => set({ gender: (v as BookingLimits['gender']) ?? null })}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

/** The limits as the lesson payload names them. */
export function bookingLimitsBody(limits: BookingLimits) {
  return {
    closed: limits.closed,
    allow_booking_until: limits.allowBookingUntil,
    who_can_book_filters: {
      min_age: limits.minAge,
      max_age: limits.maxAge,
      min_level: limits.minLevel,
      max_level: limits.maxLevel,
      gender: limits.gender,
    },
  };
}
