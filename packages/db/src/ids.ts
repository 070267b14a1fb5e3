import { randomBytes } from 'node:crypto';

/** Public, unguessable identifiers for users and clubs (used in shareable URLs such as /memberships/{uid}). */
export function newUid(): string {
  return randomBytes(12).toString('base64url');
}
