import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES, SANDBOX_TEST_CARDS, endpoints, type ChargeDetail } from '@fairplay/contracts';
import { emailOutbox, users } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { userIdOf } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { cardToken, connectSandbox, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';

/** The text a PDF reader extracts from every page, lines joined (pdf.js, as browsers show PDFs). */
async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  await document.destroy();
  return lines.join('\n');
}

const table = endpoints.payments;
const receipts = endpoints.receipts;

describe('receipts (issue 12): e-mailed with the charge, sent again on request, a PDF at receipt_url', () => {
  let t: TestApp;
  let owner: string;
  let member: number;
  let memberEmail: string;
  let leo: number;
  let samEmail: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await userIdOf(t, 'member');
    leo = await userIdOf(t, 'leo.garcia');
    memberEmail = await emailOf('member');
    samEmail = await emailOf('sam.garcia');
    if (!(await t.call(table.account, { token: owner })).body.payload.connected) await connectSandbox(t, owner);
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  async function emailOf(username: string): Promise<string> {
    const [row] = await t.handle.db.select({ email: users.email }).from(users).where(eq(users.username, username));
    return row!.email;
  }
  /** The receipts mailed for one charge (the body names the charge). */
  const receiptMails = (chargeId: number) =>
    t.handle.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          like(emailOutbox.subject, 'Your receipt from %'),
          like(emailOutbox.textBody, `%Receipt for charge ${chargeId},%`),
        ),
      )
      .orderBy(desc(emailOutbox.id));
  const cardCharge = async (body: Record<string, unknown>, card: string = SANDBOX_TEST_CARDS.succeeds) =>
    t.callRaw(table.charge, {
      body: { token: await cardToken(t, card), ...body },
      token: owner,
      headers: freshKey(),
    });
  /** Opens a receipt address as a browser does (no session: the address is the secret). */
  const pdfAt = async (url: string) => {
    const raw = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    return { status: raw.statusCode, raw };
  };

  it("mails a paid charge's receipt to the customer in the charge's transaction, and serves its PDF", async () => {
    const response = await cardCharge({
      amount: 2500,
      member_id: member,
      name: '',
      goods: [
        { description: 'Tennis balls (can)', price: 500, count: 3 },
        { description: 'Overgrip', price: 1000, count: 1 },
      ],
    });
    expect(response.status, response.body.message).toBe(200);
    const detail = response.body.payload as ChargeDetail;
    expect(detail.receipt_url).toMatch(new RegExp(`/api/v1/payment/receipt/\\d+-${detail.id}-[0-9a-f]{32}$`));
    const [mail, ...more] = await receiptMails(detail.id);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ toAddress: memberEmail, status: 'pending', kind: 'account' });
    expect(mail!.subject).toMatch(/^Your receipt from .+/);
    expect(mail!.textBody).toContain('Tennis balls (can): 3 × $15.00 (Amount), Tax amount $0.00, Refund $0.00');
    expect(mail!.textBody).toContain('Total: $25.00');
    expect(mail!.textBody).toContain(`Download this receipt as a PDF: ${detail.receipt_url}`);

    const pdf = await pdfAt(detail.receipt_url!);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.headers['content-disposition']).toBe(`inline; filename="receipt-${detail.id}.pdf"`);
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.raw.rawPayload.length).toBeGreaterThan(1000);

    // The list answers the same address.
    const list = await t.call(table.list, { query: {}, token: owner });
    expect(list.body.payload.rows.find((row) => row.id === detail.id)?.receipt_url).toBe(detail.receipt_url);
  });

  it('writes names in any Latin, Greek or Cyrillic script into the PDF as they are (not garbled)', async () => {
    const goods = ['Raquette Łukasz–Kraków', 'Ракетка Дмитрия', 'Μπάλες τένις', 'Überzug für Zoë'];
    const response = await cardCharge({
      amount: 4000,
      member_id: member,
      name: '',
      goods: goods.map((description) => ({ description, price: 1000, count: 1 })),
    });
    expect(response.status, response.body.message).toBe(200);
    const text = await pdfText((await pdfAt((response.body.payload as ChargeDetail).receipt_url!)).raw.rawPayload);
    for (const description of goods) expect(text).toContain(description);
  });

  it("a family member's receipt goes to the family's payer; cash receipts are mailed too", async () => {
    const response = await t.callRaw(table.cash, {
      body: { type: 'cash', amount: 1200, amount_type: 'total', user_id: leo, description: 'Junior clinic' },
      token: owner,
      headers: freshKey(),
    });
    expect(response.status, response.body.message).toBe(200);
    const detail = response.body.payload as ChargeDetail;
    const [mail] = await receiptMails(detail.id);
    expect(mail?.toAddress).toBe(samEmail);
    expect(mail?.textBody).toContain('Paid with: Cash');
  });

  it('a receipt address with a wrong key, or another club in it, answers 404', async () => {
    const response = await cardCharge({ amount: 700, name: 'Walk-in Player', description: 'Court fee' });
    const url = (response.body.payload as ChargeDetail).receipt_url!;
    const [, club, id, key] = /(\d+)-(\d+)-([0-9a-f]{32})$/.exec(url)!;
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    const other = await registerSecondClub(t, 'r');
    const wrongKey = key!.replace(/^./, key![0] === 'a' ? 'b' : 'a');
    expect((await pdfAt(`${base}${club}-${id}-${wrongKey}`)).status).toBe(404);
    expect((await pdfAt(`${base}${other.businessId}-${id}-${key}`)).status).toBe(404);
    const malformed = await pdfAt(`${base}${club}-${id}-nothex`);
    expect(malformed.status).toBe(400);
    expect(malformed.raw.body).toContain('token');
    expect((await pdfAt(url)).status).toBe(200);
  });

  it('a walk-in has no e-mail: nothing is mailed, and send asks for an address, then mails it', async () => {
    const response = await cardCharge({ amount: 900, name: 'Walk-in Player', description: 'Racquet rental' });
    const detail = response.body.payload as ChargeDetail;
    expect(await receiptMails(detail.id)).toEqual([]);

    const missing = await t.callRaw(receipts.send, { params: { id: detail.id }, body: {}, token: owner });
    expect(missing.status).toBe(400);
    expect(missing.errors).toEqual([{ field: 'email', message: RECEIPT_MESSAGES.noEmail }]);
    const bad = await t.callRaw(receipts.send, { params: { id: detail.id }, body: { email: 'nope' }, token: owner });
    expect(bad.status).toBe(400);
    expect(bad.errors[0]?.field).toBe('email');
    const extra = await t.callRaw(receipts.send, { params: { id: detail.id }, body: { to: 'x' }, token: owner });
    expect(extra.status).toBe(400);

    const sent = await t.call(receipts.send, {
      params: { id: detail.id },
      body: { email: 'walkin.player@example.com' },
      token: owner,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(RECEIPT_MESSAGES.sent);
    expect(sent.body.payload).toEqual({ charge_id: detail.id, email: 'walkin.player@example.com' });
    expect((await receiptMails(detail.id)).map((mail) => mail.toAddress)).toEqual(['walkin.player@example.com']);
  });

  it("send mails the payer again by default, and refuses a failed charge, another club's, and the unpermitted", async () => {
    const paid = (await cardCharge({ amount: 1500, member_id: member, name: '' })).body.payload as ChargeDetail;
    const resent = await t.call(receipts.send, { params: { id: paid.id }, body: {}, token: owner });
    expect(resent.body.payload.email).toBe(memberEmail);
    expect(await receiptMails(paid.id)).toHaveLength(2);

    const declined = await cardCharge({ amount: 1500, member_id: member, name: '' }, SANDBOX_TEST_CARDS.declined);
    expect(declined.status).toBe(402);
    const failed = (declined.body.payload as unknown as { charge: ChargeDetail }).charge;
    expect(failed.receipt_url).toBeNull();
    expect(await receiptMails(failed.id)).toEqual([]);
    const refused = await t.callRaw(receipts.send, { params: { id: failed.id }, body: {}, token: owner });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(RECEIPT_MESSAGES.notPaid);

    const other = await registerSecondClub(t, 's');
    const foreign = await t.callRaw(receipts.send, { params: { id: paid.id }, body: {}, token: other.token });
    expect(foreign.status).toBe(404);
    const forbidden = await t.callRaw(receipts.send, {
      params: { id: paid.id },
      body: {},
      token: await t.login('member'),
    });
    expect(forbidden.status).toBe(403);
    expect((await t.callRaw(receipts.send, { params: { id: paid.id }, body: {} })).status).toBe(401);
    const badId = await t.callRaw(receipts.send, { params: { id: 'x' }, body: {}, token: owner });
    expect(badId.status).toBe(400);
    expect(badId.errors[0]?.field).toBe('id');
    expect(await receiptMails(paid.id)).toHaveLength(2);
  });
});
