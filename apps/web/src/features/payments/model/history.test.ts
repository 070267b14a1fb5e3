import { describe, expect, it } from 'vitest';
import { chargeStatusLabel } from './history';

const paid = { status: 'succeeded' as const, total: 5000, amount_refunded: 0, dispute_status: null };

describe('chargeStatusLabel', () => {
  it('reads a paid charge as paid, refunded in part or whole by what was given back', () => {
    expect(chargeStatusLabel(paid)).toBe('Paid');
    expect(chargeStatusLabel({ ...paid, amount_refunded: 1000 })).toBe('Partly refunded');
    expect(chargeStatusLabel({ ...paid, amount_refunded: 5000 })).toBe('Refunded');
  });

  it('reads a disputed charge by its dispute, open or ended', () => {
    expect(chargeStatusLabel({ ...paid, dispute_status: 'needs_response' })).toBe('Disputed: needs response');
    expect(chargeStatusLabel({ ...paid, dispute_status: 'won' })).toBe('Dispute won');
    expect(chargeStatusLabel({ ...paid, dispute_status: 'lost' })).toBe('Dispute lost');
  });
});
