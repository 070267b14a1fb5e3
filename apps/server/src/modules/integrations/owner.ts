import { INTEGRATION_MESSAGES } from '@fairplay/contracts';
import { forbidden } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';

/** Keys and webhooks reach the club's data from outside: the owner alone manages them, signed in (not by a key). */
export function requireOwner(member: MemberContext): void {
  if (member.membership.key !== 'owner' || member.apiKey !== null) throw forbidden(INTEGRATION_MESSAGES.ownerOnly);
}
