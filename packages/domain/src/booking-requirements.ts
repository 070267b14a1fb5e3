/**
 * What a club asks of a member's own booking besides time and place (spec 2 sections 3 and 5, issue 10): a signed
 * waiver, and the partner and guest names.
 */

/** The club's waiver switches and whether a document is on file to sign. */
export interface WaiverSettings {
  /** Members (customers of the club's "member" type) sign before booking. */
  requireWaiverSign: boolean;
  /** Other customers (any other member type of a non-staff account) sign before booking. */
  requireWaiverSignNbu: boolean;
  /** A waiver document is on file; without one there is nothing to sign, so nothing is asked. */
  hasDocument: boolean;
}

/** Who books: staff never sign to book; a customer's member type decides which switch applies. */
export interface WaiverPerson {
  isCustomer: boolean;
  memberTypeKey: string | null;
}

/** Whether the club asks this person to have signed its current waiver before they book. */
export function waiverRequired(settings: WaiverSettings, person: WaiverPerson): boolean {
  if (!person.isCustomer || !settings.hasDocument) return false;
  return person.memberTypeKey === 'member' ? settings.requireWaiverSign : settings.requireWaiverSignNbu;
}

/** Whether a signature of `signedVersion` (null: never signed) still answers the current document. */
export function waiverSigned(currentVersion: number | null, signedVersion: number | null): boolean {
  return currentVersion !== null && signedVersion === currentVersion;
}

export interface NameSettings {
  requirePartnerName: boolean;
  requireGuestName: boolean;
  requireGuestAndPartnerName: boolean;
}

export const BOOKING_NAME_MESSAGES = {
  partnerRequired: 'Please add your partners.',
  memberPartnerRequired: 'Please add at least one partner from the club’s members.',
  guestFullName: 'Please enter a first and last name for each guest.',
  freeText:
    'No free text allowed for customer names. Select the name from the autofill suggestions when typing customer name.',
} as const;

export interface NameIssue {
  field: string;
  message: string;
}

/** A guest named with at least a first and a last name (letters, at least two of each part). */
export function isFullName(name: string): boolean {
  const parts = name.trim().split(/\s+/u);
  return parts.length >= 2 && parts.every((part) => [...part].length >= 2);
}

/**
 * The partner and guest name requirements of a member's booking; `partners` are members' ids (picked from the
 * member search, never typed), `guests` the names typed for people who are not members.
 * - require_partner_name: the booking names who the member plays with (at least one partner or guest);
 * - require_guest_name: every guest is named by first and last name;
 * - require_guest_and_partner_name (only with both on): besides, at least one partner is a club member.
 * Answers the first issue, or null.
 */
export function bookingNamesIssue(
  settings: NameSettings,
  people: { partners: readonly number[]; guests: readonly string[] },
): NameIssue | null {
  const both = settings.requireGuestAndPartnerName && settings.requirePartnerName && settings.requireGuestName;
  if (settings.requirePartnerName && people.partners.length + people.guests.length === 0)
    return { field: 'partners', message: BOOKING_NAME_MESSAGES.partnerRequired };
  if (settings.requireGuestName) {
    const index = people.guests.findIndex((guest) => !isFullName(guest));
    if (index >= 0) return { field: `guests.${index}`, message: BOOKING_NAME_MESSAGES.guestFullName };
  }
  if (both && people.partners.length === 0)
    return { field: 'partners', message: BOOKING_NAME_MESSAGES.memberPartnerRequired };
  return null;
}

/** What the booking dialog tells a member before they book: the club's name requirements in words, or null. */
export function bookingNamesHint(settings: NameSettings): string | null {
  const both = settings.requireGuestAndPartnerName && settings.requirePartnerName && settings.requireGuestName;
  if (both) return 'This club asks for at least one member partner, and a first and last name for each guest.';
  const hints: string[] = [];
  if (settings.requirePartnerName) hints.push('name who you play with (a partner or a guest)');
  if (settings.requireGuestName) hints.push('give a first and last name for each guest');
  if (hints.length === 0) return null;
  return `This club asks you to ${hints.join(' and ')}.`;
}
