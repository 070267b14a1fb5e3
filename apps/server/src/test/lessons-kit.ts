// Shared set-up of the lesson tests: the demo club's ids and a clinic body.
import { and, asc, eq } from 'drizzle-orm';
import { businessMembers, serviceTypes, sports, users } from '@fairplay/db';
import { endpoints, type LessonBody } from '@fairplay/contracts';
import { expect } from 'vitest';
import type { TestApp } from './harness.js';
import { at } from './appointments-kit.js';

export interface Club {
  clubId: number;
  courts: number[];
  typeId: number;
  sportId: number;
  /** Customers (nbu members) of the demo club. */
  members: number[];
  /** For each of those members, another of them outside their family. */
  strangerOf: Map<number, number>;
}

export async function demoClub(t: TestApp, clubId: number, courts: number[]): Promise<Club> {
  const [type] = await t.handle.db
    .select({ id: serviceTypes.id })
    .from(serviceTypes)
    .where(eq(serviceTypes.businessId, clubId))
    .orderBy(asc(serviceTypes.id))
    .limit(1);
  const [sport] = await t.handle.db.select({ id: sports.id }).from(sports).orderBy(asc(sports.id)).limit(1);
  const members = await t.handle.db
    .select({ id: users.id, familyId: businessMembers.familyId })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.businessId, clubId), eq(users.userType, 'nbu')))
    .orderBy(asc(users.id))
    .limit(12);
  const all = await t.handle.db
    .select({ id: users.id, familyId: businessMembers.familyId })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.businessId, clubId), eq(users.userType, 'nbu')))
    .orderBy(asc(users.id));
  const strangerOf = new Map(
    all.map((person) => [
      person.id,
      all.find((other) => other.id !== person.id && (person.familyId === null || other.familyId !== person.familyId))!
        .id,
    ]),
  );
  return { clubId, courts, typeId: type!.id, sportId: sport!.id, members: members.map((m) => m.id), strangerOf };
}

/** A one-hour clinic on `date` at `from` on the given courts. */
export function clinic(
  club: Club,
  date: string,
  from: string,
  to: string,
  extra: Partial<LessonBody> = {},
): LessonBody {
  return {
    lessonType: club.typeId,
    sportId: club.sportId,
    quantity: 4,
    price: 2500,
    point_price: 25,
    courts: [club.courts[0]!],
    start_time: at(date, from),
    end_time: at(date, to),
    description: 'Intermediate clinic',
    ...extra,
  };
}

export async function addLesson(t: TestApp, token: string, body: LessonBody) {
  const response = await t.call(endpoints.lessons.add, { body, token });
  expect(response.status, response.body.message).toBe(200);
  return response.body.payload;
}
