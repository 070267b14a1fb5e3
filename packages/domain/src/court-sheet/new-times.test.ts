import { describe, expect, it } from 'vitest';
import { checkNewTimes } from './retime.js';
import { changeableInvolving, courtSheetViewerOf } from './viewer.js';
import type { RoleFlags } from '../permissions.js';

const zone = 'America/New_York';
const now = new Date('2026-03-02T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('checkNewTimes', () => {
  it('answers the wall clock of times on one local day, and a midnight end as 00:00 of the same day', () => {
    expect(checkNewTimes(at('2026-03-03T23:00:00Z'), at('2026-03-04T05:00:00Z'), zone, { now, kept: null })).toEqual({
      ok: true,
      value: { date: '2026-03-03', startTime: '18:00', endTime: '00:00' },
    });
  });

  it('refuses an end not after the start on the end', () => {
    const same = at('2026-03-03T23:00:00Z');
    expect(checkNewTimes(same, same, zone, null)).toMatchObject({ ok: false, field: 'end' });
  });

  it('refuses anything longer than a day or crossing a local midnight as not the same day', () => {
    const longer = checkNewTimes(at('2026-03-03T14:00:00Z'), at('2026-03-04T15:00:00Z'), zone, null);
    expect(longer).toEqual({ ok: false, field: 'end', message: 'Selected range should be for same day' });
    const crossing = checkNewTimes(at('2026-03-04T04:00:00Z'), at('2026-03-04T06:00:00Z'), zone, null);
    expect(crossing).toMatchObject({ ok: false, field: 'end' });
    // Exactly a day, from one midnight to the next, is the whole day.
    const day = checkNewTimes(at('2026-03-03T05:00:00Z'), at('2026-03-04T05:00:00Z'), zone, null);
    expect(day.ok).toBe(true);
  });

  it('refuses a start in the past unless it stays where it was, and skips the check without `past`', () => {
    const start = at('2026-03-01T15:00:00Z');
    const end = at('2026-03-01T16:00:00Z');
    expect(checkNewTimes(start, end, zone, { now, kept: null })).toEqual({
      ok: false,
      field: 'start',
      message: 'This time has already passed. Please choose a time from now on.',
    });
    expect(checkNewTimes(start, end, zone, { now, kept: start }).ok).toBe(true);
    expect(checkNewTimes(start, end, zone, null).ok).toBe(true);
  });
});

describe('changeableInvolving', () => {
  const courtUpdate: RoleFlags[] = [{ resource: 'court', read: true, update: true }];
  const viewer = (userType: 'bu' | 'nbu', memberType: string) =>
    courtSheetViewerOf({ userId: 1, userType, memberType, roles: courtUpdate });

  it('gives staff who see the whole sheet every event', () => {
    expect(changeableInvolving(viewer('bu', 'owner'), [])).toBeNull();
    expect(changeableInvolving(viewer('bu', 'reception'), [])).toBeNull();
    expect(changeableInvolving(viewer('bu', 'superdupercoach'), [])).toBeNull();
  });

  it('limits coaches to their own events and customers to their own and their family’s', () => {
    expect(changeableInvolving(viewer('bu', 'coach'), [7])).toEqual([1]);
    expect(changeableInvolving(viewer('nbu', 'member'), [7, 8])).toEqual([1, 7, 8]);
  });
});
