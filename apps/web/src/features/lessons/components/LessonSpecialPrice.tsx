import { BOOK_PAY_TYPE, type BookPayType, type LessonBody } from '@fairplay/contracts';
import { NumberInput, Select, SimpleGrid } from '@mantine/core';

/** Who pays the special price (the spec's specialMicroSettings, who-can-book settings) and what they pay. */
export interface SpecialPrice {
  /** A who-can-book kind for all of that kind (-3), or null: nobody. */
  forWhom: 'allmembers' | 'groups' | 'plans' | null;
  /** Dollars. */
  price: number;
  points: number;
}

export const NO_SPECIAL: SpecialPrice = { forWhom: null, price: 0, points: 0 };

const AUDIENCES = [
  { value: 'allmembers', label: 'All members' },
  { value: 'groups', label: 'Members of any group' },
  { value: 'plans', label: 'Subscribers of any plan' },
];

type SpecialFields = Required<Pick<LessonBody, 'special_price' | 'special_point' | 'specialMicroSettings'>>;

/** The special price as the lesson payload names it (the pay type zeroes what it does not charge). */
export function specialBody(special: SpecialPrice, payType: BookPayType): SpecialFields {
  return {
    special_price: special.forWhom && payType !== BOOK_PAY_TYPE.pointsOnly ? Math.round(special.price * 100) : 0,
    special_point: special.forWhom && payType !== BOOK_PAY_TYPE.moneyOnly ? Math.round(special.points) : 0,
    specialMicroSettings: special.forWhom ? [{ for: special.forWhom, values: [-3] }] : [],
  };
}

/** The special price fields: for whom, and the price in dollars and/or points as the pay type shows them. */
export function LessonSpecialPrice({
  value,
  onChange,
  payType,
}: {
  value: SpecialPrice;
  onChange: (v: SpecialPrice) => void;
  payType: BookPayType;
}) {
  const set = (change: Partial<SpecialPrice>) => onChange({ ...value, ...change });
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label="Special price for"
        placeholder="Nobody"
        clearable
        data={AUDIENCES}
        value={value.forWhom}
        onChange={(v) => set({ forWhom: (v as SpecialPrice['forWhom']) ?? null })}
      />
      {value.forWhom && payType !== BOOK_PAY_TYPE.pointsOnly ? (
        <NumberInput
          label="Special price ($)"
          min={0}
          decimalScale={2}
          value={value.price}
          onChange={(v) => set({ price: Number(v) || 0 })}
        />
      ) : null}
      {value.forWhom && payType !== BOOK_PAY_TYPE.moneyOnly ? (
        <NumberInput
          label="Special price in points"
          min={0}
          value={value.points}
          onChange={(v) => set({ points: Number(v) || 0 })}
        />
      ) : null}
    </SimpleGrid>
  );
}
