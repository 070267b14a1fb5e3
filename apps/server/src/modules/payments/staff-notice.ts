import type { TenantScope } from '@fairplay/db';
import { can } from '@fairplay/domain';
import { findBusiness, findMembers, listStaffMemberships, rolesIn } from '../clubs/index.js';
import { enqueueEmails } from '../mail/index.js';
import type { ChargeRow } from './charges.repository.js';

/** How a sum reads in a staff e-mail: 12.50 USD. */
export const moneyText = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/**
 * E-mails the club's staff who may update payments about one charge (in the caller's transaction, through the
 * outbox), so what a job did to a card without anyone asking reaches the people who answer the member.
 */
export async function mailPaymentsStaff(
  scope: TenantScope,
  row: ChargeRow,
  notice: { subject: string; text: string },
  publicUrl: string,
): Promise<number> {
  const allowed: number[] = [];
  for (const person of await listStaffMemberships(scope)) {
    const roles = await rolesIn(scope.db, person.userId, scope.businessId);
    if (roles && can(roles, 'payments', 'update')) allowed.push(person.userId);
  }
  if (allowed.length === 0) return 0;
  const club = await findBusiness(scope.db, scope.businessId);
  const people = (await findMembers(scope, allowed)).filter((person) => person.email);
  const who = row.fullName || 'a customer';
  const text =
    `${notice.text}\n\n` +
    `Charge ${row.id}: ${row.description || 'Charge'}, ${moneyText(row.total, row.currency)}, for ${who}.\n` +
    `See it under Recent Charges: ${publicUrl}/private/stripe\n`;
  return enqueueEmails(
    scope.db,
    people.map((person) => ({
      businessId: scope.businessId,
      to: person.email,
      subject: `${club?.name ?? 'Fairplay'}: ${notice.subject}`,
      text,
    })),
  );
}
