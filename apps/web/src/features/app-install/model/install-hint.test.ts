import { describe, expect, it } from 'vitest';
import { parseVisits, platformOf, shouldShowInstallHint } from './install-hint';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('the install hint (issue 29 point 2)', () => {
  it('tells iPhone and iPad users, not browsers with their own install prompt or a Mac', () => {
    expect(platformOf(IPHONE, 5)).toBe('ios');
    expect(platformOf(IPAD_AS_MAC, 5)).toBe('ios');
    expect(platformOf(IPAD_AS_MAC, 0)).toBe('other');
    expect(platformOf(ANDROID, 5)).toBe('other');
  });

  it('shows from the second visit, until dismissed, never in the installed app', () => {
    const base = { visits: 2, dismissed: false, standalone: false, platform: 'ios' as const };
    expect(shouldShowInstallHint(base)).toBe(true);
    expect(shouldShowInstallHint({ ...base, visits: 1 })).toBe(false);
    expect(shouldShowInstallHint({ ...base, visits: 5 })).toBe(true);
    expect(shouldShowInstallHint({ ...base, dismissed: true })).toBe(false);
    expect(shouldShowInstallHint({ ...base, standalone: true })).toBe(false);
    expect(shouldShowInstallHint({ ...base, platform: 'other' })).toBe(false);
  });

  it('reads the stored visit count defensively', () => {
    expect(parseVisits(null)).toBe(0);
    expect(parseVisits('3')).toBe(3);
    expect(parseVisits('-1')).toBe(0);
    expect(parseVisits('many')).toBe(0);
  });
});
