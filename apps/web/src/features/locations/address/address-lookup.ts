import { CLUB_MESSAGES, LIMITS } from '@fairplay/contracts';

/** An address entered as structured parts. */
export interface AddressParts {
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export const EMPTY_ADDRESS: AddressParts = { street: '', city: '', region: '', postalCode: '', country: '' };

export type AddressResult = { ok: true; address: string } | { ok: false; message: string };

/**
 * Turns the parts the user entered into one validated, normalised address line. A place-search provider can
 * implement this interface later; the built-in one below needs no outside service.
 */
export interface AddressLookup {
  resolve(parts: AddressParts): AddressResult;
}

const collapse = (value: string) => value.trim().replace(/\s+/g, ' ');
const PART_PATTERN = /^[\p{L}\p{N} .,'#/&()-]+$/u;
const POSTAL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/** Needs a street with a number or name, a city and a country; region and postal code are optional but checked. */
export const builtInAddressLookup: AddressLookup = {
  resolve(parts) {
    const street = collapse(parts.street);
    const city = collapse(parts.city);
    const region = collapse(parts.region);
    const postalCode = collapse(parts.postalCode).toUpperCase();
    const country = collapse(parts.country);
    const invalid = { ok: false, message: CLUB_MESSAGES.invalidAddress } as const;
    if (street.length < 3 || city.length < 2 || country.length < 2) return invalid;
    if (![street, city, country, region].filter(Boolean).every((part) => PART_PATTERN.test(part))) return invalid;
    if (!/\p{L}/u.test(city) || !/\p{L}/u.test(country)) return invalid;
    if (postalCode && !POSTAL_PATTERN.test(postalCode)) return invalid;
    const regionLine = [region, postalCode].filter(Boolean).join(' ');
    const address = [street, city, regionLine, country].filter(Boolean).join(', ');
    if (address.length > LIMITS.addressMax) return invalid;
    return { ok: true, address };
  },
};
