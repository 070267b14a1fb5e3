/**
 * A club location's one-line address (spec 1: "Full Address", from place search) in the parts a card processor asks
 * for a Terminal location (issue 25 point 9; Stripe: line1, city, state, postal_code, country). The usual written
 * form is "street[, unit], city, ST 12345[, country]"; null when the city, state or postal code cannot be told.
 */
export interface PostalAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

const COUNTRY_NAMES = new Set(['usa', 'us', 'united states', 'united states of america', 'canada', 'ca']);

export function postalAddressOf(address: string, country: string): PostalAddress | null {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (parts.length > 0 && COUNTRY_NAMES.has(parts[parts.length - 1]!.toLowerCase())) parts.pop();
  if (parts.length < 3) return null;
  // "TX 78703", "TX 78703-1234", "ON M5V 2T6".
  const region = /^([A-Za-z]{2})\s+([A-Za-z0-9][A-Za-z0-9 -]{2,9})$/.exec(parts[parts.length - 1]!);
  if (!region) return null;
  const city = parts[parts.length - 2]!;
  const street = parts.slice(0, -2);
  return {
    line1: street[0]!,
    line2: street.length > 1 ? street.slice(1).join(', ') : null,
    city,
    state: region[1]!.toUpperCase(),
    postalCode: region[2]!.trim(),
    country,
  };
}
