import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { DEFAULT_ANDROID_APP_URL, DEFAULT_IOS_APP_URL } from '../../config.js';

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
});
