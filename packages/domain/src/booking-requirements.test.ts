import { describe, expect, it } from 'vitest';
import {
  BOOKING_NAME_MESSAGES,
  bookingNamesHint,
  bookingNamesIssue,
  isFullName,
  waiverRequired,
  waiverSigned,
} from './booking-requirements.js';

const off = { requirePartnerName: false, requireGuestName: false, requireGuestAndPartnerName: false };

describe('waiverRequired', () => {
  const settings = { requireWaiverSign: true, requireWaiverSignNbu: false, hasDocument: true };
  it('asks members when the members switch is on', () => {
    expect(waiverRequired(settings, { isCustomer: true, memberTypeKey: 'member' })).toBe(true);
  });
  it('asks other customers only under the customers switch', () => {
    expect(waiverRequired(settings, { isCustomer: true, memberTypeKey: 'guest' })).toBe(false);
    const nbu = { ...settings, requireWaiverSign: false, requireWaiverSignNbu: true };
    expect(waiverRequired(nbu, { isCustomer: true, memberTypeKey: 'guest' })).toBe(true);
    expect(waiverRequired(nbu, { isCustomer: true, memberTypeKey: 'member' })).toBe(false);
  });
  it('never asks staff, nor anyone while no document is on file', () => {
    expect(waiverRequired(settings, { isCustomer: false, memberTypeKey: 'owner' })).toBe(false);
    expect(waiverRequired({ ...settings, hasDocument: false }, { isCustomer: true, memberTypeKey: 'member' })).toBe(
      false,
    );
  });
  it('counts a signature only of the current version', () => {
    expect(waiverSigned(7, 7)).toBe(true);
    expect(waiverSigned(8, 7)).toBe(false);
    expect(waiverSigned(7, null)).toBe(false);
    expect(waiverSigned(null, null)).toBe(false);
  });
});

describe('bookingNamesIssue', () => {
  it('asks nothing with the requirements off', () => {
    expect(bookingNamesIssue(off, { partners: [], guests: ['Al'] })).toBeNull();
  });
  it('partner names: one partner or guest is enough, none is refused', () => {
    const settings = { ...off, requirePartnerName: true };
    expect(bookingNamesIssue(settings, { partners: [], guests: [] })).toEqual({
      field: 'partners',
      message: BOOKING_NAME_MESSAGES.partnerRequired,
    });
    expect(bookingNamesIssue(settings, { partners: [4], guests: [] })).toBeNull();
    expect(bookingNamesIssue(settings, { partners: [], guests: ['Ann Lee'] })).toBeNull();
  });
  it('guest names: each guest by first and last name, naming the guest refused', () => {
    const settings = { ...off, requireGuestName: true };
    expect(bookingNamesIssue(settings, { partners: [], guests: [] })).toBeNull();
    expect(bookingNamesIssue(settings, { partners: [], guests: ['Ann Lee', 'Bo Ng'] })).toBeNull();
    expect(bookingNamesIssue(settings, { partners: [], guests: ['Ann Lee', 'Guest'] })).toEqual({
      field: 'guests.1',
      message: BOOKING_NAME_MESSAGES.guestFullName,
    });
    expect(bookingNamesIssue(settings, { partners: [], guests: ['A Lee'] })?.field).toBe('guests.0');
  });
  it('guest and partner names: besides both, one partner must be a member', () => {
    const settings = { requirePartnerName: true, requireGuestName: true, requireGuestAndPartnerName: true };
    expect(bookingNamesIssue(settings, { partners: [], guests: ['Ann Lee'] })).toEqual({
      field: 'partners',
      message: BOOKING_NAME_MESSAGES.memberPartnerRequired,
    });
    expect(bookingNamesIssue(settings, { partners: [3], guests: ['Ann Lee'] })).toBeNull();
    expect(bookingNamesIssue(settings, { partners: [3], guests: ['Ann'] })?.field).toBe('guests.0');
  });
  it('full names need two parts of two letters or more', () => {
    expect(isFullName('  Mary  Ann Smith ')).toBe(true);
    expect(isFullName('Mary')).toBe(false);
    expect(isFullName('Mary S')).toBe(false);
  });
  it('hints at what the club asks', () => {
    expect(bookingNamesHint(off)).toBeNull();
    expect(bookingNamesHint({ ...off, requirePartnerName: true })).toBe(
      'This club asks you to name who you play with (a partner or a guest).',
    );
    expect(
      bookingNamesHint({ requirePartnerName: true, requireGuestName: true, requireGuestAndPartnerName: true }),
    ).toContain('at least one member partner');
  });
});
