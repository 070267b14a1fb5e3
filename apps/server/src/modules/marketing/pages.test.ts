import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { DEFAULT_ANDROID_APP_URL, DEFAULT_IOS_APP_URL, marketingConfigFromEnv } from './marketing.config.js';

const AGENTS = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('public page redirects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  async function redirectOf(url: string, userAgent?: string): Promise<string | undefined> {
    const response = await t.app.inject({ url, headers: userAgent ? { 'user-agent': userAgent } : {} });
    expect(response.statusCode, url).toBe(302);
    return response.headers.location as string | undefined;
  }

  it('/athlete sends Android to the Android store, iOS and iPadOS to the Apple store, everyone else to Android', async () => {
    expect(await redirectOf('/athlete', AGENTS.android)).toBe(DEFAULT_ANDROID_APP_URL);
    expect(await redirectOf('/athlete', AGENTS.iphone)).toBe(DEFAULT_IOS_APP_URL);
    expect(await redirectOf('/athlete', AGENTS.ipad)).toBe(DEFAULT_IOS_APP_URL);
    expect(await redirectOf('/athlete', AGENTS.windows)).toBe(DEFAULT_ANDROID_APP_URL);
    expect(await redirectOf('/athlete')).toBe(DEFAULT_ANDROID_APP_URL);
  });

  it('/terms and /privacy redirect to the documents, /lesson_management to the home page', async () => {
    expect(await redirectOf('/terms')).toBe('/assets/file/terms-of-service');
    expect(await redirectOf('/privacy')).toBe('/assets/file/privacy-policy');
    expect(await redirectOf('/lesson_management')).toBe('/');
  });

  it('the store and document addresses come from the configuration', () => {
    const config = marketingConfigFromEnv({
      ANDROID_APP_URL: 'https://play.example.org/a',
      IOS_APP_URL: 'https://apps.example.org/i',
      TERMS_URL: 'https://club.example.org/terms.pdf',
      PRIVACY_URL: 'https://club.example.org/privacy.pdf',
      DEMO_HOURS: 'Tue 10:00-12:00; Sat 09:30-10:30',
      DEMO_TIMEZONE: 'Europe/Berlin',
    });
    expect(config).toMatchObject({
      androidAppUrl: 'https://play.example.org/a',
      iosAppUrl: 'https://apps.example.org/i',
      termsUrl: 'https://club.example.org/terms.pdf',
      privacyUrl: 'https://club.example.org/privacy.pdf',
      demoTimezone: 'Europe/Berlin',
    });
    expect(config.demoHours).toEqual([
      { day: 2, startMinute: 600, endMinute: 720 },
      { day: 6, startMinute: 570, endMinute: 630 },
    ]);
    expect(() => marketingConfigFromEnv({ DEMO_TIMEZONE: 'Mars/Olympus' })).toThrow(/DEMO_TIMEZONE/);
    expect(() => marketingConfigFromEnv({ DEMO_HOURS: 'weekdays 9-5' })).toThrow(/DEMO_HOURS/);
  });
});
