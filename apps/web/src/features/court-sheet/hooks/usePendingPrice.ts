import { formatTaxedPrice } from '@fairplay/domain';
import { useSlotPrice } from '../../booking-checkout';
import type { BookingRange } from '../model/booking-form';
import { wallTimeToIso } from '../model/time';

/**
 * What the pending time costs the signed-in person, with the club's court-time taxes (issue 24 point 4): the
 * booking's own quote (appointment/price, the domain's courtTimeQuote), so the bar shows the total the checkout
 * charges. Null while it loads, when the time is free or when the rules would refuse it (the dialog says why).
 */
export function usePendingPrice(
  courtId: number | null,
  range: BookingRange | null,
  timeZone: string,
  currency: string,
): string | null {
  const body =
    courtId !== null && range
      ? {
          court_id: courtId,
          start_time: wallTimeToIso(range.date, range.start, timeZone),
          end_time: wallTimeToIso(range.date, range.end, timeZone, true),
        }
      : null;
  const quote = useSlotPrice(body);
  const data = quote.data;
  if (!body || !data || data.refusal !== null || data.main_value === 0) return null;
  return formatTaxedPrice({ price: data.main_value, tax: data.tax, total: data.total }, currency);
}
