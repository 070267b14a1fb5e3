import { MESSAGES } from '@fairplay/contracts';
import type { LimitRule } from './limiter.js';

const MINUTE = 60_000;
const rule = (name: string, limit: number, minutes: number, message: string = MESSAGES.tooManyRequests): LimitRule => ({
  name,
  limit,
  periodMs: minutes * MINUTE,
  message,
});

/**
 * Every rate limit of the API, in one place (docs/decisions.md, "Rate limits in the database", explains them).
 * A limit holds in any span of its period; a key that reached it is free again within 1.2 periods.
 */
export const LIMITS = {
  /** Failed sign-ins. A success clears the account-and-address count and does not count elsewhere. */
  login: {
    /** One account from one address: the owner's own address keeps working while others hammer the account. */
    accountAddress: rule('login.account-address', 5, 15, MESSAGES.tooManyAttempts),
    /** One address over all accounts: high enough for a club's members behind one router. */
    address: rule('login.address', 50, 15, MESSAGES.tooManyAttempts),
    /** One account from all addresses: OWASP ASVS V2.2.1's ceiling of 100 failed attempts an hour. */
    account: rule('login.account', 100, 60, MESSAGES.tooManyAttempts),
  },
  /** Password-reset e-mails, per address and per target account (known or not, answered alike). */
  forgotPassword: {
    address: rule('forgot.address', 10, 15),
    target: rule('forgot.target', 5, 60),
  },
  /** Reset-code guesses, per address and per account (each code allows 5 tries besides). */
  resetPassword: {
    address: rule('reset.address', 20, 15),
    account: rule('reset.account', 10, 15),
  },
  /** Registrations per address. */
  register: rule('register.address', 10, 15),
  /** Contact messages and demo requests together, per address. */
  publicForms: rule('forms.address', 10, 15),
  /** E-mail changes per signed-in user: a taken address still answers 409, but only a few times. */
  emailChange: rule('email-change.user', 5, 60),
  /** Stored waivers per club (an admin replaces the club's waiver a few times a year). */
  waiverUploads: rule('waiver-upload.club', 10, 10),
  /**
   * Unsubscribe requests by e-mail (user/general/cpunsubscriberequest with name, email, message): per address, and
   * per requested e-mail address, so nobody floods a person's inbox or a club's staff with requests about one person.
   */
  unsubscribeRequests: {
    address: rule('unsubscribe-request.address', 10, 15),
    target: rule('unsubscribe-request.target', 3, 60),
  },
  /** Invitation e-mails per club: each goes to an address the club types in, so no club can mail the world. */
  invitations: rule('invitation.club', 50, 60),
  /** Calls made with one API key (issue 30.9): a steady integration's pace, on every server process together. */
  apiKey: rule('api-key.key', 300, 1),
} as const;
