import { PAYMENT_MESSAGES } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { AppError } from '../../errors.js';
import { familyOfMember, findMembers } from '../clubs/index.js';

export interface Person {
  userId: number;
  fullName: string;
  email: string;
}

/** A customer and who pays for them: the family's payer for a family member, else themselves (spec 3 section 6). */
export interface Customer {
  member: Person;
  payer: Person;
}

const customerNotFound = () => new AppError(404, PAYMENT_MESSAGES.customerNotFound);

export async function customerOf(scope: TenantScope, memberId: number): Promise<Customer> {
  const [member] = await findMembers(scope, [memberId]);
  if (!member) throw customerNotFound();
  const family = await familyOfMember(scope, memberId);
  const payerId = family?.family?.payerUserId ?? memberId;
  if (payerId === memberId) return { member, payer: member };
  const [payer] = await findMembers(scope, [payerId]);
  return { member, payer: payer ?? member };
}

/** A member acting for themselves may act for a family member they pay for, and for no one else. */
export async function ownCustomer(scope: TenantScope, callerId: number, memberId: number): Promise<Customer> {
  const customer = await customerOf(scope, memberId);
  if (customer.member.userId !== callerId && customer.payer.userId !== callerId)
    throw new AppError(403, PAYMENT_MESSAGES.familyOnly);
  return customer;
}
