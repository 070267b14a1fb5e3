import { describe, expect, it } from 'vitest';
import { applicationFeeOf, sandboxFeeOf } from './processor-fees.js';

describe('processor fees', () => {
  it('takes the 0.2% application fee, rounded half up', () => {
    expect(applicationFeeOf(2400)).toBe(5);
    expect(applicationFeeOf(250)).toBe(1);
    expect(applicationFeeOf(200)).toBe(0);
  });

  it("charges the sandbox's schedule per method, plus the application fee", () => {
    // Card: 2.9% of 2600 = 75.4 → 75, + 30¢, + 5 (0.2%).
    expect(sandboxFeeOf('card', 2600, true)).toBe(110);
    expect(sandboxFeeOf('card', 2600, false)).toBe(105);
    // Terminal: 2.7% of 5000 = 135, + 5¢, + 10.
    expect(sandboxFeeOf('card_present', 5000, true)).toBe(150);
    // ACH: 0.8% capped at $5: 100 000 → 800 → 500, + 200.
    expect(sandboxFeeOf('bank_account', 100_000, true)).toBe(700);
    expect(sandboxFeeOf('bank_account', 10_000, true)).toBe(100);
  });

  it('takes nothing when nothing was captured and never more than was captured', () => {
    expect(sandboxFeeOf('card', 0, true)).toBe(0);
    expect(sandboxFeeOf('card', 20, true)).toBe(20);
  });
});
