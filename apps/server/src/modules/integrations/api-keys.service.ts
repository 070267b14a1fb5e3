import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  INTEGRATION_LIMITS,
  INTEGRATION_MESSAGES,
  type ApiKey,
  type ApiKeyBody,
  type CreatedApiKey,
} from '@fairplay/contracts';
import type { Database, Executor, TenantScope } from '@fairplay/db';
import { AppError, fieldError, notFound } from '../../errors.js';
import { loadMembership } from '../clubs/index.js';
import { findNames, hashSecret, type MemberContext } from '../identity/index.js';
import { LIMITS, type Limiter } from '../limits/index.js';
import {
  countLiveApiKeys,
  findApiKey,
  findLiveApiKey,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  touchApiKey,
  type ApiKeyRow,
} from './integrations.repository.js';
import { requireOwner } from './owner.js';

/** `fp_live_<club id>_<43 characters>`: the club in the key lets the lookup use the shard key. */
const KEY_PATTERN = /^fp_live_(\d{1,10})_([A-Za-z0-9_-]{43})$/;

/** Serializes the changes of one club's keys or endpoints, so a limit's count cannot be raced past. */
export async function lockClubIntegrations(db: Executor, businessId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(30009, ${businessId})`);
}

export interface AuthenticatedKey {
  id: number;
  businessId: number;
  userId: number;
  scope: 'read' | 'write';
}

export function createApiKeysService(db: Database, now: () => Date, limiter: Limiter) {
  async function names(scope: TenantScope, rows: ApiKeyRow[]): Promise<Map<number, string>> {
    const found = await findNames(scope.db, [...new Set(rows.map((row) => row.actsAsUserId))]);
    return new Map(found.map((row) => [row.userId, `${row.firstName} ${row.lastName}`.trim()]));
  }
  const toApi = (row: ApiKeyRow, named: Map<number, string>): ApiKey => ({
    id: row.id,
    name: row.name,
    scope: row.scope,
    acts_as: { user_id: row.actsAsUserId, full_name: named.get(row.actsAsUserId) ?? '' },
    hint: row.keyHint,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  });

  return {
    async list(member: MemberContext): Promise<ApiKey[]> {
      requireOwner(member);
      const rows = await listApiKeys(member.scope);
      const named = await names(member.scope, rows);
      return rows.map((row) => toApi(row, named));
    },

    async create(member: MemberContext, body: ApiKeyBody): Promise<CreatedApiKey> {
      requireOwner(member);
      const key = `${API_KEY_PREFIX}${member.business.id}_${randomBytes(32).toString('base64url')}`;
      const row = await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        // The key acts as a staff member of this club: never a member without a staff role, nor someone else's.
        const membership = await loadMembership(tx, body.acts_as_user_id, member.business.id);
        if (!membership || membership.key === 'member')
          throw fieldError('acts_as_user_id', `Acts as ${INTEGRATION_MESSAGES.notStaff}`);
        await lockClubIntegrations(tx, member.business.id);
        if ((await countLiveApiKeys(scope)) >= INTEGRATION_LIMITS.keysMax)
          throw new AppError(409, INTEGRATION_MESSAGES.tooManyKeys, {
            errors: [{ field: 'name', message: INTEGRATION_MESSAGES.tooManyKeys }],
          });
        return insertApiKey(scope, {
          name: body.name,
          scope: body.scope,
          actsAsUserId: body.acts_as_user_id,
          keyHash: hashSecret(key),
          keyHint: key.slice(-4),
          createdBy: member.user.id,
        });
      });
      return { ...toApi(row, await names(member.scope, [row])), key };
    },

    async revoke(member: MemberContext, id: number): Promise<ApiKey> {
      requireOwner(member);
      const existing = await findApiKey(member.scope, id);
      if (!existing) throw notFound('API key');
      const row = await revokeApiKey(member.scope, id, now());
      if (!row) throw new AppError(409, INTEGRATION_MESSAGES.keyAlreadyRevoked);
      return toApi(row, await names(member.scope, [row]));
    },

    /**
     * The identity plugin's check of `Authorization: Bearer fp_live_...`: the live key, counted by its rate limit
     * (429 past it), its use noted. Null for a key that is malformed, unknown or revoked.
     */
    async authenticate(token: string): Promise<AuthenticatedKey | null> {
      const match = KEY_PATTERN.exec(token);
      if (!match) return null;
      const businessId = Number(match[1]);
      const key = await findLiveApiKey(db, businessId, hashSecret(token));
      if (!key) return null;
      await limiter.reserve(LIMITS.apiKey, String(key.id));
      await touchApiKey(db, businessId, key.id, now());
      return { id: key.id, businessId, userId: key.userId, scope: key.scope };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
