import { parseDemoHours, type OpenHours } from './demo-hours.js';

/** Public-site settings, read from the environment (documented in the README's configuration table). */
export interface MarketingConfig {
  androidAppUrl: string;
  iosAppUrl: string;
  termsUrl: string;
  privacyUrl: string;
  demoHours: OpenHours[];
  demoTimezone: string;
}

export const DEFAULT_ANDROID_APP_URL = 'https://play.google.com/store/apps/details?id=org.fairplay.app';
export const DEFAULT_IOS_APP_URL = 'https://apps.apple.com/app/fairplay-club/id6450000000';
export const DEFAULT_DEMO_HOURS = 'Mon-Fri 09:00-17:00';

function validTimezone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    throw new Error(`DEMO_TIMEZONE must be an IANA time zone, got "${zone}"`);
  }
}

const text = (value: string | undefined, fallback: string) => value?.trim() || fallback;

export function marketingConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MarketingConfig {
  return {
    androidAppUrl: text(env.ANDROID_APP_URL, DEFAULT_ANDROID_APP_URL),
    iosAppUrl: text(env.IOS_APP_URL, DEFAULT_IOS_APP_URL),
    termsUrl: text(env.TERMS_URL, '/assets/file/terms-of-service'),
    privacyUrl: text(env.PRIVACY_URL, '/assets/file/privacy-policy'),
    demoHours: parseDemoHours(text(env.DEMO_HOURS, DEFAULT_DEMO_HOURS)),
    demoTimezone: validTimezone(text(env.DEMO_TIMEZONE, 'America/New_York')),
  };
}
