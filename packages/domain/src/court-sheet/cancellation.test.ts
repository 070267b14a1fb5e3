import { describe, expect, it } from 'vitest';
import { cancellationIssue, cancelRefundNotice, refundsOnCancel } from './cancellation.js';

describe("a member's own cancellation", () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const inHours = (hours: number) => new Date(now.getTime() + hours * 3600_000);

  it('is refused when the club allows none', () => {
    expect(cancellationIssue({ cancelAllowed: false, cancelAllowedHour: 0 }, inHours(100), now)).toBe(
      'cancelNotAllowed',
    );
  });

  it('is refused closer to the start than the club allows, and allowed from that many hours ahead', () => {
    const settings = { cancelAllowed: true, cancelAllowedHour: 24 };
    expect(cancellationIssue(settings, inHours(23.9), now)).toBe('cancelTooLate');
    expect(cancellationIssue(settings, inHours(24), now)).toBeNull();
    expect(cancellationIssue(settings, inHours(-1), now)).toBe('cancelTooLate');
  });

  it('with no notice required, is allowed until the start', () => {
    const settings = { cancelAllowed: true, cancelAllowedHour: 0 };
    expect(cancellationIssue(settings, inHours(0.01), now)).toBeNull();
    expect(cancellationIssue(settings, inHours(-0.01), now)).toBe('cancelTooLate');
  });
});

describe('refunds on cancellation (issue 13)', () => {
  const settings = { cancelAllowed: true, cancelAllowedHour: 24 };
  const now = new Date('2031-01-10T12:00:00Z');
  it('refunds only inside the window and when the refund is asked for', () => {
    expect(refundsOnCancel(settings, new Date('2031-01-12T12:00:00Z'), now, true)).toBe(true);
    expect(refundsOnCancel(settings, new Date('2031-01-11T11:00:00Z'), now, true)).toBe(false);
    expect(refundsOnCancel(settings, new Date('2031-01-12T12:00:00Z'), now, false)).toBe(false);
    expect(refundsOnCancel({ ...settings, cancelAllowed: false }, new Date('2031-01-20T12:00:00Z'), now, true)).toBe(
      false,
    );
  });
  it('tells the member before confirming', () => {
    expect(cancelRefundNotice(settings, new Date('2031-01-11T11:00:00Z'), now, true)).toContain('no refund');
    expect(cancelRefundNotice(settings, new Date('2031-01-12T12:00:00Z'), now, true)).toContain('refunded');
  });
});
