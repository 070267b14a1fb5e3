import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES, SANDBOX_TEST_CARDS, endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { userIdOf } from '../../test/appointments-kit.js';
import { cardToken, connectSandbox, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';

const table = endpoints.payments;

/**
 * Spec 3 sections 5 and 9 (issue 26): no monthly invoice for member type ids 3 and 14, nor for an nbu user at the
 * charge screen; the server refuses what the screens hide.
 */
describe('monthly invoices: member type ids 3 and 14 and nbu users are refused', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    if (!(await t.call(table.account, { token: owner })).body.payload.connected) await connectSandbox(t, owner);
    const on = await t.call(endpoints.settings.update, { body: { add_to_invoice: true }, token: owner });
    expect(on.status, on.body.message).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const invoiced = async (token: string, memberId: number) =>
    t.callRaw(table.charge, {
      body: {
        invoice: true,
        name: '',
        member_id: memberId,
        amount: 1200,
        description: 'Racket restring',
        save_card: true,
        token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
      },
      token,
      headers: freshKey(),
    });

  it('refuses a member whose member type id is 3, and answers the member type id to the charge screens', async () => {
    const types = (await t.call(endpoints.roles.memberTypes, { token: owner })).body.payload;
    const third = types.find((type) => type.id === 3);
    // The demo club is the first club made: its member types hold ids 1 to 9.
    expect(third, 'the demo club has member type id 3').toBeDefined();
    const userId = await userIdOf(t, third!.key);
    const customer = await t.call(table.businessCustomer, { params: { id: userId }, token: owner });
    expect(customer.body.payload.member_type_id).toBe(3);
    const refused = await invoiced(owner, userId);
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual([{ field: 'invoice', message: INVOICE_MESSAGES.memberTypeExcluded }]);

    // A member of another type is invoiced as before.
    const lucas = await userIdOf(t, 'lucas.wilson');
    const ok = await invoiced(owner, lucas);
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.payload.status).toBe('invoiced');
  });

  it('refuses an nbu user even when their type may take payments', async () => {
    const types = (await t.call(endpoints.roles.memberTypes, { token: owner })).body.payload;
    const memberType = types.find((type) => type.key === 'member')!;
    const roles = memberType.roles.map((role) =>
      role.resource === 'payments' ? { ...role, read: true, update: true } : role,
    );
    const saved = await t.call(endpoints.roleUpdates.updateMemberType, {
      token: owner,
      params: { id: memberType.id },
      body: { roles },
    });
    expect(saved.status, saved.body.message).toBe(200);
    const member = await t.login('member');
    const session = (await t.call(endpoints.users.info, { token: member })).body.payload;
    expect(session.user_type).toBe('nbu');
    const refused = await invoiced(member, await userIdOf(t, 'lucas.wilson'));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(INVOICE_MESSAGES.notForCustomers);
  });
});
