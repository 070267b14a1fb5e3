import { LIMITS } from '@fairplay/contracts';

/** A random code of five digits (spec 1 section 9), typed back exactly to send a reset request. */
export function newCaptchaCode(): string {
  const digits = new Uint8Array(LIMITS.forgotCaptchaDigits);
  crypto.getRandomValues(digits);
  return Array.from(digits, (byte) => String(byte % 10)).join('');
}
