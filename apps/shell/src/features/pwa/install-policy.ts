/** Install-prompt rules (01 §4, §9). */
export const INSTALL_DELAYS = {
  native: 1000,
  ios: 3000,
  fallback: 5000,
  floatingAfterDismiss: 10_000,
} as const;
const ONE_DAY = 24 * 3600_000;

export type InstallPlatform = 'native' | 'ios' | 'other-mobile' | 'desktop';

/** A dismissal hides the prompt for one day. */
export function dismissalActive(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && now - dismissedAt < ONE_DAY;
}

export function platformOf(userAgent: string, hasNativePrompt: boolean): InstallPlatform {
  if (hasNativePrompt) return 'native';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/android|mobile/i.test(userAgent)) return 'other-mobile';
  return 'desktop';
}

/** When the prompt appears for each platform; null: not at all. */
export function promptDelay(platform: InstallPlatform): number | null {
  if (platform === 'native') return INSTALL_DELAYS.native;
  if (platform === 'ios') return INSTALL_DELAYS.ios;
  if (platform === 'other-mobile') return INSTALL_DELAYS.fallback;
  return null;
}
