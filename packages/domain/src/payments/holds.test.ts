import { describe, expect, it } from 'vitest';
import { captureTimeFor, holdDays, holdEndsAt, holdPlan } from './holds.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2031-05-01T10:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('card holds (authorize now, capture later)', () => {
  it('keeps a Visa hold 5 days and the other brands 7; an unknown brand gets the shortest', () => {
    expect(holdDays('visa')).toBe(5);
    expect(holdDays('Mastercard')).toBe(7);
    expect(holdDays('amex')).toBe(7);
    expect(holdDays('something new')).toBe(5);
  });

  it('charges at once when the event is less than 24 hours away', () => {
    expect(holdPlan(at(23 * HOUR), now, 'visa')).toEqual({ kind: 'charge_now' });
  });

  it('authorizes now and captures 24 hours before the event when the hold lasts that long', () => {
    expect(holdPlan(at(3 * DAY), now, 'visa')).toEqual({ kind: 'authorize_now', captureAt: at(2 * DAY) });
    expect(holdPlan(at(7 * DAY), now, 'mastercard')).toEqual({ kind: 'authorize_now', captureAt: at(6 * DAY) });
  });

  it('never relies on a hold that would lapse: a far event is authorized when the window opens', () => {
    // Visa: 5 days less a day's margin = 4 days of hold; capture 6 days from now, so authorize in 2 days.
    expect(holdPlan(at(7 * DAY), now, 'visa')).toEqual({
      kind: 'authorize_later',
      authorizeAt: at(2 * DAY),
      captureAt: at(6 * DAY),
    });
  });

  it('captures before the hold lapses, taking the provider’s end when it is earlier', () => {
    const end = holdEndsAt('mastercard', now, at(3 * DAY));
    expect(end).toEqual(at(3 * DAY));
    expect(captureTimeFor(at(10 * DAY), end)).toEqual(at(2 * DAY));
    expect(captureTimeFor(at(2 * DAY), holdEndsAt('visa', now))).toEqual(at(DAY));
  });
});
