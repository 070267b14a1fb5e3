import { describe, expect, it } from 'vitest';
import { atRiskMembers } from './at-risk.js';

const now = Date.parse('2026-06-20T12:00:00Z');
const day = 86_400_000;
const person = (userId: number, name: string) => ({ userId, name, email: `${name.toLowerCase()}@example.org` });

describe('at-risk members', () => {
  it('lists each member once with every reason', () => {
    const rows = atRiskMembers({
      now,
      days: 14,
      planned: [
        { ...person(1, 'Ann'), plan: 'Adult' },
        { ...person(2, 'Bob'), plan: 'Adult' },
        { ...person(3, 'Cy'), plan: 'Junior' },
      ],
      lastVisit: new Map([
        [1, now - 3 * day],
        [2, now - 15 * day],
      ]),
      failedRenewals: [{ ...person(3, 'Cy'), plan: 'Junior', failedAt: now - day }],
      packs: [
        { ...person(1, 'Ann'), pack: '10 classes', usesLeft: 4 },
        { ...person(4, 'Di'), pack: '10 classes', usesLeft: 3 },
        { ...person(4, 'Di'), pack: '5 classes', usesLeft: 1 },
      ],
    });
    expect(rows.map((r) => [r.name, r.reasons, r.days_since_visit, r.pack_uses_left])).toEqual([
      ['Bob', ['inactive'], 15, null],
      ['Cy', ['inactive', 'failed_renewal'], null, null],
      ['Di', ['pack_low'], null, 1],
    ]);
    expect(rows[1]!.failed_at).toBe(new Date(now - day).toISOString());
  });
});
