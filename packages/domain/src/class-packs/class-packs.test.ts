import { describe, expect, it } from 'vitest';
import { packCovers, packExpired, packIssue, packStatus, packUseReturns, usesRevoked } from './class-packs.js';

const now = new Date('2026-03-01T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
const pack = { usesLeft: 3, covers: [] as string[], expiresAt: inDays(30) };

describe('packCovers', () => {
  it('covers every lesson kind when it names none', () => {
    expect(packCovers([], 'camp')).toBe(true);
  });
  it('covers court time only when it names it', () => {
    expect(packCovers([], 'court')).toBe(false);
    expect(packCovers(['court'], 'court')).toBe(true);
    expect(packCovers(['court'], 'group')).toBe(false);
  });
  it('covers only the kinds it names', () => {
    expect(packCovers(['group'], 'group')).toBe(true);
    expect(packCovers(['group'], 'private')).toBe(false);
  });
});

describe('packExpired', () => {
  it('never expires without a date', () => {
    expect(packExpired(null, inDays(10_000))).toBe(false);
  });
  it('is expired from its expiry instant on', () => {
    expect(packExpired(now, now)).toBe(true);
    expect(packExpired(inDays(1), now)).toBe(false);
  });
});

describe('packIssue', () => {
  const place = { kind: 'group', start: inDays(2) };
  it('lets a live pack with uses pay for a covered place', () => {
    expect(packIssue(pack, place, now)).toBeNull();
  });
  it('refuses an empty pack', () => {
    expect(packIssue({ ...pack, usesLeft: 0 }, place, now)).toBe('empty');
  });
  it('refuses an expired pack, even with uses left', () => {
    expect(packIssue({ ...pack, expiresAt: inDays(-1) }, place, now)).toBe('expired');
    expect(packIssue({ ...pack, usesLeft: 0, expiresAt: inDays(-1) }, place, now)).toBe('expired');
  });
  it('refuses a place that starts after the pack expires', () => {
    expect(packIssue({ ...pack, expiresAt: inDays(1) }, place, now)).toBe('expired');
  });
  it('refuses a lesson kind the pack does not cover', () => {
    expect(packIssue({ ...pack, covers: ['camp'] }, place, now)).toBe('not_covered');
  });
});

describe('packUseReturns', () => {
  const start = inDays(1);
  it('gives the use back inside the window', () => {
    expect(packUseReturns({ now, start, cancelAllowed: true, hours: 24 })).toBe(true);
  });
  it('keeps the use once the window has closed', () => {
    expect(packUseReturns({ now, start, cancelAllowed: true, hours: 25 })).toBe(false);
  });
  it('keeps the use when the lesson allows no cancelling', () => {
    expect(packUseReturns({ now, start, cancelAllowed: false, hours: 0 })).toBe(false);
  });
});

describe('packStatus', () => {
  it('is active, used up or expired', () => {
    expect(packStatus(pack, now)).toBe('active');
    expect(packStatus({ ...pack, usesLeft: 0 }, now)).toBe('used_up');
    expect(packStatus({ ...pack, usesLeft: 0, expiresAt: inDays(-1) }, now)).toBe('expired');
  });
});

describe('usesRevoked', () => {
  it('takes back the share refunded, rounded up, and all of it for a full refund', () => {
    expect(usesRevoked(10, 0, 10_000)).toBe(0);
    expect(usesRevoked(10, 5_000, 10_000)).toBe(5);
    expect(usesRevoked(10, 5_500, 10_000)).toBe(6);
    expect(usesRevoked(10, 10_000, 10_000)).toBe(10);
    expect(usesRevoked(3, 1, 10_000)).toBe(1);
  });
});
