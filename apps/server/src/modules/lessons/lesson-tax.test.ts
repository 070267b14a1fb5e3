import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonBookings } from '@fairplay/db';
import { BOOKING_PAYMENT_MESSAGES, endpoints, SANDBOX_TEST_CARDS, type LessonBookBody } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, mondayFrom, userIdOf } from '../../test/appointments-kit.js';
import { addAvailability, availability } from '../../test/coaches-kit.js';
import { addLesson, clinic, demoClub, type Club } from '../../test/lessons-kit.js';
import { cardToken, chargeLedger, createTaxes, expectLedgerBalanced } from '../../test/payments-kit.js';

/**
 * Lessons and coaching priced with their tax (issue 24 point 4): the rates a club marks "Charge on lessons and
 * coaching" are in the lesson and coach quotes (tax and total) and in what a card or cash pays, to the cent, posted
 * to tax payable; a total other than the one shown is refused before anything is booked or charged.
 */
describe('lesson places and private sessions with the club’s lesson taxes', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let sofiaId: number;
  let club: Club;
  let hour = 6;
  let week = 200;
  async function freshClinic() {
    hour += 1;
    const from = `${String(hour).padStart(2, '0')}:00`;
    const to = `${String(hour + 1).padStart(2, '0')}:00`;
    return addLesson(t, owner, clinic(club, localDate(160), from, to, { courts: [club.courts[2]!] }));
  }
  const book = (lessonId: number, body: LessonBookBody, token = member) =>
    t.callRaw(endpoints.lessons.book, { params: { lesson_id: lessonId }, body, token });
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    sofiaId = await userIdOf(t, 'coach.sofia');
    const clubId = await clubIdOf(t, owner);
    club = await demoClub(t, clubId, await courtIdsOf(t, clubId));
    // A tax on lessons and coaching, and one on court time only: only the first reaches lessons.
    await createTaxes(t, owner, [
      { display_name: 'Lesson sales tax', percentage: 8.25, lessons: true },
      { display_name: 'Court tax', percentage: 5, court_time: true },
    ]);
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  it('quotes a place with its tax and charges a card exactly that total, the tax posted to tax payable', async () => {
    const { lesson, occurrences } = await freshClinic();
    const price = await t.call(endpoints.lessons.price, { body: { lesson_id: lesson.id }, token: member });
    expect(price.status, price.body.message).toBe(200);
    // 8.25 % of $25.00 is $2.0625: $2.06.
    expect(price.body.payload).toMatchObject({ main_value: 2500, tax: 206, total: 2706 });
    expect(price.body.payload.taxes).toEqual([
      expect.objectContaining({ display_name: 'Lesson sales tax', percentage: 8.25, inclusive: false }),
    ]);
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await book(lesson.id, {
      appointment_id: occurrences[0]!.appointment_id,
      payment: { method: 'charge', amount: 2500, total: 2706, currency: 'usd', token },
    });
    expect(answer.status, answer.body.message).toBe(200);
    const payment = (answer.body.payload as { payment: { status: string; charge: { id: number } } }).payment;
    expect(payment.status).toBe('paid');
    const charge = payment.charge as unknown as { id: number; amount: number; tax: number; total: number };
    expect(charge).toMatchObject({ amount: 2500, tax: 206, total: 2706 });
    const ledger = await chargeLedger(t, charge.id);
    expect(ledger.tax_payable).toBe(-206);
    expect(ledger.revenue).toBe(-2500);
    expect(Object.values(ledger).reduce((sum, amount) => sum + amount, 0)).toBe(0);
  });

  it('takes cash at the desk with the same tax', async () => {
    const { lesson, occurrences } = await freshClinic();
    const memberId = await userIdOf(t, 'member');
    const answer = await book(
      lesson.id,
      {
        appointment_id: occurrences[0]!.appointment_id,
        userId: memberId,
        payment: { method: 'cash', amount: 2500, total: 2706, currency: 'usd' },
      },
      owner,
    );
    expect(answer.status, answer.body.message).toBe(200);
    const charge = (answer.body.payload as { payment: { charge: { id: number } } }).payment.charge as unknown as {
      id: number;
      tax: number;
      total: number;
    };
    expect(charge).toMatchObject({ tax: 206, total: 2706 });
    expect((await chargeLedger(t, charge.id)).tax_payable).toBe(-206);
  });

  it('refuses a total other than the one with tax, and a hold of a taxed place, before booking anything', async () => {
    const { lesson, occurrences } = await freshClinic();
    const appointmentId = occurrences[0]!.appointment_id;
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const wrong = await book(lesson.id, {
      appointment_id: appointmentId,
      payment: { method: 'charge', amount: 2500, total: 2500, currency: 'usd', token },
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe(BOOKING_PAYMENT_MESSAGES.totalChanged('$27.06'));
    const held = await book(lesson.id, {
      appointment_id: appointmentId,
      payment: { method: 'authorize', amount: 2500, currency: 'usd', token, save_card: true },
    });
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(BOOKING_PAYMENT_MESSAGES.lessonTaxedNotHeld);
    const places = await t.handle.db
      .select()
      .from(lessonBookings)
      .where(eq(lessonBookings.occurrenceId, appointmentId));
    expect(places).toEqual([]);
  });

  it('quotes and charges a private session with its tax, and refuses another total', async () => {
    week += 7;
    const day = mondayFrom(week);
    await addAvailability(t, owner, availability(club, day, { coach_id: sofiaId }));
    const slot = {
      startDate: at(day, '08:00'),
      endDate: at(day, '09:00'),
      coach_id: sofiaId,
      lesson_type_id: club.typeId,
    };
    const price = await t.call(endpoints.coaches.price, {
      body: { ...slot, court_id: club.courts[0]! },
      token: member,
    });
    expect(price.status, price.body.message).toBe(200);
    // 8.25 % of $60.00 is $4.95.
    expect(price.body.payload).toMatchObject({ main_value: 6000, tax: 495, total: 6495 });
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const body = {
      ...slot,
      courts: [club.courts[0]!],
      amount: 6000,
      currency: 'usd',
      method: 'charge' as const,
      token,
    };
    const wrong = await t.callRaw(endpoints.coaches.bookAndPay, { body: { ...body, total: 6000 }, token: member });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe(BOOKING_PAYMENT_MESSAGES.totalChanged('$64.95'));
    const answer = await t.call(endpoints.coaches.bookAndPay, { body: { ...body, total: 6495 }, token: member });
    expect(answer.status, answer.body.message).toBe(200);
    const charge = answer.body.payload.payment!.charge!;
    expect(charge).toMatchObject({ amount: 6000, tax: 495, total: 6495 });
    expect((await chargeLedger(t, charge.id)).tax_payable).toBe(-495);
  });
});
