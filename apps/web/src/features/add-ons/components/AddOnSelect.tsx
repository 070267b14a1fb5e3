import { NativeSelect } from '@mantine/core';
import { addOnPriceLabel } from '@fairplay/domain';
import { useAddOnsForCourt } from '../api/useAddOns';

interface AddOnSelectProps {
  courtId: number | null;
  start: string | null;
  end: string | null;
  /** The booking being changed: its own add-on is not counted against it. */
  appointmentId?: number | null;
  value: string;
  onChange: (value: string) => void;
}

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/**
 * The booking dialog's add-on choice: the add-ons offered on the court for the chosen time, each with its price
 * for this booking and how many are left (sold-out ones cannot be chosen). Hidden when the court offers none.
 */
export function AddOnSelect({ courtId, start, end, appointmentId = null, value, onChange }: AddOnSelectProps) {
  const offered = useAddOnsForCourt(courtId, start, end, appointmentId);
  const rows = offered.data ?? [];
  if (rows.length === 0) return null;
  const chosen = rows.find((row) => String(row.id) === value);
  return (
    <NativeSelect
      label="Add-on"
      description={
        chosen
          ? `${addOnPriceLabel({ price: chosen.price, pointPrice: chosen.point_price, per: chosen.per })}${chosen.description ? ` · ${chosen.description}` : ''}`
          : 'Ball machine, lights or rentals with this booking'
      }
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: 'None' },
        ...rows.map((row) => ({
          value: String(row.id),
          label:
            row.available > 0
              ? `${row.name} (${money(row.booking_price)}, ${row.available} left)`
              : `${row.name} (sold out)`,
          disabled: row.available === 0 && String(row.id) !== value,
        })),
      ]}
    />
  );
}
