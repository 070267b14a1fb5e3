/**
 * The install hint (issue 29 point 2): where the browser offers no install prompt of its own (iOS Safari), a
 * member is told once how to add the app to their home screen: from their second visit to the app (the first is
 * for what they came to do), until they dismiss it, and never in the installed app itself.
 */
export type InstallPlatform = 'ios' | 'other';

export interface InstallHintState {
  /** Visits to the app on this device (one per app start), this one included. */
  visits: number;
  dismissed: boolean;
  /** Running as the installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  platform: InstallPlatform;
}

export function shouldShowInstallHint(state: InstallHintState): boolean {
  return state.platform === 'ios' && !state.standalone && !state.dismissed && state.visits >= 2;
}

/**
 * iOS by its user agent: iPhone and iPod, and the iPad (which since iPadOS 13 says "Macintosh", but has touch).
 * Chrome and Firefox on iOS use the same engine and the same Share → Add to Home Screen.
 */
export function platformOf(userAgent: string, maxTouchPoints: number): InstallPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

/** The stored visit count, read defensively (a cleared or edited value counts as none). */
export function parseVisits(stored: string | null): number {
  return stored && /^\d{1,6}$/.test(stored) ? Number(stored) : 0;
}
