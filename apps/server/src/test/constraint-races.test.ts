import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, endpoints } from '@fairplay/contracts';
import { appointmentParticipants } from '@fairplay/db';
import { startTestApp, type TestApp } from './harness.js';
import { clubIdOf, courtIdsOf, localDate, rowsOnCourtFrom, spot, userIdOf } from './appointments-kit.js';

const table = endpoints.appointments;
const ATTEMPTS = 20;

/**
 * Races the database settles: a unique or exclusion key refuses all but one of many simultaneous writes, and each
 * refused request gets a 409 envelope with the booking's message, never a 500.
 */
describe('simultaneous bookings of one member', () => {
  let t: TestApp;
  let owner: string;
  let member: number;
  let courts: number[];
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await userIdOf(t, 'member');
    courts = await courtIdsOf(t, await clubIdOf(t, owner));
  });
  afterAll(async () => t.close());

  it(`of ${ATTEMPTS} simultaneous book_for calls for one member on one booking, one books and the rest get 409`, async () => {
    const created = await t.call(table.addComplex, {
      token: owner,
      body: spot(courts[3]!, localDate(110), '10:00', '11:00'),
    });
    expect(created.status).toBe(200);
    const id = created.body.payload.created[0]!.id;
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, () =>
        t.call(table.bookFor, { params: { id }, token: owner, body: { userId: member } }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(ATTEMPTS - 1);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body).toEqual({ code: 409, payload: null, message: APPOINTMENT_MESSAGES.alreadyBooked });
    }
    const rows = await t.handle.db
      .select()
      .from(appointmentParticipants)
      .where(and(eq(appointmentParticipants.appointmentId, id), eq(appointmentParticipants.userId, member)));
    expect(rows).toHaveLength(1);
  });

  it(`of ${ATTEMPTS} simultaneous bookings of one member for one court and slot, one books and the rest get 409`, async () => {
    const day = localDate(111);
    const body = spot(courts[4]!, day, '12:00', '13:00', { userId: member });
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, () => t.call(table.addBook, { token: owner, body })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(ATTEMPTS - 1);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body.message).toBe(APPOINTMENT_MESSAGES.conflict);
    }
    expect(await rowsOnCourtFrom(t, courts[4]!, day)).toHaveLength(1);
  });
});
