import { describe, expect, it } from 'vitest';
import { retime } from './retime.js';

const zone = 'America/New_York';

describe('retime', () => {
  it('moves every occurrence by the anchor’s local day shift and gives it the new local times', () => {
    const rows = [
      { id: 1, startsAt: new Date('2026-03-02T23:00:00Z') }, // Mon 18:00 EST
      { id: 2, startsAt: new Date('2026-03-09T22:00:00Z') }, // Mon 18:00 EDT (after the DST change)
    ];
    const times = retime(rows, rows[0]!.startsAt, { date: '2026-03-03', startTime: '19:00', endTime: '20:30' }, zone);
    expect(times.get(1)).toEqual({
      startsAt: new Date('2026-03-04T00:00:00Z'),
      endsAt: new Date('2026-03-04T01:30:00Z'),
    });
    // 19:00 stays 19:00 local across the DST change.
    expect(times.get(2)).toEqual({
      startsAt: new Date('2026-03-10T23:00:00Z'),
      endsAt: new Date('2026-03-11T00:30:00Z'),
    });
  });

  it('takes an end of 00:00 as the next local midnight', () => {
    const rows = [{ id: 7, startsAt: new Date('2026-06-01T15:00:00Z') }];
    const times = retime(rows, rows[0]!.startsAt, { date: '2026-06-01', startTime: '22:00', endTime: '00:00' }, zone);
    expect(times.get(7)).toEqual({
      startsAt: new Date('2026-06-02T02:00:00Z'),
      endsAt: new Date('2026-06-02T04:00:00Z'),
    });
  });

  it('answers nothing for no rows', () => {
    expect(retime([], new Date(), { date: '2026-06-01', startTime: '10:00', endTime: '11:00' }, zone).size).toBe(0);
  });
});
