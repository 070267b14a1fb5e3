import { waiverStatus, type WaiverStatus } from '@fairplay/contracts';
import { isApiError } from '../../../api/client';

/** The member's waiver standing carried by a booking refused for want of a signature (400 with `waiver`), or null. */
export function waiverRefusalOf(error: unknown): WaiverStatus | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const parsed = waiverStatus.safeParse(error.payload?.waiver);
  return parsed.success && parsed.data.required && !parsed.data.signed ? parsed.data : null;
}
