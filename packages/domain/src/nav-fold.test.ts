import { describe, expect, it } from 'vitest';
import { fittingLinkCount } from './nav-fold.js';

describe('fittingLinkCount', () => {
  it('keeps every link when all fit, without room for More', () => {
    expect(fittingLinkCount([100, 100, 100], 308, 80, 4)).toBe(3);
  });

  it('folds the links that do not fit, leaving room for More', () => {
    // 80 (More) + 4 + 100 + 4 + 100 = 288 fits 300; a third link would need 392.
    expect(fittingLinkCount([100, 100, 100], 300, 80, 4)).toBe(2);
  });

  it('folds every link when not even one fits beside More', () => {
    expect(fittingLinkCount([100, 100], 120, 80, 4)).toBe(0);
  });
});
