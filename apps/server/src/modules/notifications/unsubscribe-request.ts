import { can } from '@fairplay/domain';
import { TenantScope, type Executor } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import {
  findBusiness,
  findMembers,
  listMemberships,
  listStaffMemberships,
  rolesIn,
  type BusinessRow,
} from '../clubs/index.js';
import { findUserByLogin } from '../identity/index.js';
import { createLimiter, LIMITS } from '../limits/index.js';
import { enqueueEmail } from '../mail/index.js';
import { unsubscribeUrl } from './bulk-email.js';
import { ensurePreferences } from './notifications.repository.js';

export interface UnsubscribeRequest {
  name: string;
  email: string;
  message: string;
  business_id?: number | undefined;
}

/** Who hears of a request: the staff who manage the club's mail (notifications update), else its owners. */
async function staffAddresses(scope: TenantScope): Promise<string[]> {
  const staff = await listStaffMemberships(scope);
  const managers: number[] = [];
  for (const person of staff) {
    if (can((await rolesIn(scope.db, person.userId, scope.businessId)) ?? [], 'notifications', 'update')) {
      managers.push(person.userId);
    }
  }
  const ids = managers.length > 0 ? managers : staff.filter((p) => p.key === 'owner').map((p) => p.userId);
  return (await findMembers(scope, ids)).map((person) => person.email);
}

/**
 * The spec's unsubscribe request by e-mail (name, email, message). A typed address proves nothing, so it never
 * unsubscribes by itself: a member of the club with that address is e-mailed their own one-click link, and the
 * club's staff get the request with its message. The answer is the same whether the address is known or not.
 */
export function createUnsubscribeRequests({ db, now, config }: Pick<AppDeps, 'db' | 'now' | 'config'>) {
  const limiter = createLimiter(db, now);

  async function tellClub(tx: Executor, business: BusinessRow, body: UnsubscribeRequest, person: Person | null) {
    const scope = new TenantScope(tx, business.id);
    let status = 'No member of the club has this address.';
    if (person) {
      const [preferences] = await ensurePreferences(scope, [person.id]);
      if (preferences!.unsubscribedAt !== null) {
        status = `This address belongs to ${person.fullName}, a member who already receives no marketing e-mails.`;
      } else {
        status = `This address belongs to ${person.fullName}, a member; we e-mailed them their one-click unsubscribe link.`;
        const url = unsubscribeUrl(config.publicUrl, business.id, preferences!.unsubscribeToken);
        await enqueueEmail(tx, {
          businessId: business.id,
          to: body.email,
          subject: `${business.name}: your unsubscribe link`,
          text:
            `Hello ${person.firstName},\n\nWe received a request to stop ${business.name}'s news and offers reaching ` +
            `this address. To confirm, open this link and click Unsubscribe:\n${url}\n\nIf you did not ask for ` +
            `this, ignore this e-mail: nothing changes. You will still receive e-mails about your own bookings ` +
            `and your account.\n\n${business.name}`,
          kind: 'account',
        });
      }
    }
    for (const to of await staffAddresses(scope)) {
      await enqueueEmail(tx, {
        businessId: business.id,
        to,
        subject: `${business.name}: unsubscribe request from ${body.name}`,
        text:
          `${body.name} <${body.email}> asks to stop receiving ${business.name}'s marketing e-mails.\n\n` +
          `Their message:\n${body.message}\n\n${status}\n\nSent through the unsubscribe form; the address is not ` +
          `verified, so nothing was changed by the request itself.`,
        kind: 'account',
      });
    }
  }

  return {
    async request(body: UnsubscribeRequest, ip: string): Promise<{ club_name: string | null }> {
      await limiter.reserve(LIMITS.unsubscribeRequests.address, ip);
      await limiter.reserve(LIMITS.unsubscribeRequests.target, body.email);
      const named = body.business_id === undefined ? null : await findBusiness(db, body.business_id);
      if (body.business_id !== undefined && !named) throw notFound('Club');
      const account = await findUserByLogin(db, body.email);
      const user = account && account.email === body.email ? account : null;
      const memberOf = new Set(user ? (await listMemberships(db, user.id)).map((row) => row.businessId) : []);
      // One club when named; else every club the address is a member of (none: nothing to tell anyone).
      const clubIds = named ? [named.id] : [...memberOf];
      await db.transaction(async (tx) => {
        for (const id of clubIds) {
          const business = id === named?.id ? named : await findBusiness(tx, id);
          if (!business) continue;
          const person =
            user && memberOf.has(id)
              ? { id: user.id, firstName: user.firstName, fullName: `${user.firstName} ${user.lastName}` }
              : null;
          await tellClub(tx, business, body, person);
        }
      });
      return { club_name: named?.name ?? null };
    },
  };
}

interface Person {
  id: number;
  firstName: string;
  fullName: string;
}

export type UnsubscribeRequests = ReturnType<typeof createUnsubscribeRequests>;
