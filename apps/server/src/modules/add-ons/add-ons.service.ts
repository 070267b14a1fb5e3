import {
  ADD_ON_MESSAGES,
  type AddOn,
  type AddOnAvailability,
  type BookingAddOn,
  type addOnBody,
  type addOnUpdateBody,
} from '@fairplay/contracts';
import { addOnBookingPrice, addOnUnitsLeft } from '@fairplay/domain';
import type { Database, TenantScope } from '@fairplay/db';
import type { z } from 'zod';
import { AppError, conflict, fieldError, isUniqueViolation } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import {
  addOnsOfferedOn,
  findAddOn,
  heldUnits,
  holdingsOf,
  holdUnit,
  insertAddOn,
  listAddOns,
  releaseHoldings,
  replaceAddOnCourts,
  updateAddOn,
  type AddOnRow,
} from './add-ons.repository.js';

/** What add-ons needs from the courts module: the club's courts among ids (others are absent). */
export interface AddOnsNeeds {
  findCourts(scope: TenantScope, ids: number[]): Promise<{ id: number }[]>;
}

const NAME_KEY = 'add_ons_active_name_unique';

export function addOnOf(row: AddOnRow): AddOn {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    point_price: row.pointPrice,
    per: row.per,
    stock: row.stock,
    all_courts: row.allCourts,
    courts: row.allCourts ? [] : row.courts,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function nameTakenAware<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NAME_KEY)) throw conflict('name', ADD_ON_MESSAGES.nameTaken);
    throw error;
  }
}

const notFound = () => new AppError(404, ADD_ON_MESSAGES.notFound);
const minutesOf = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);

export function createAddOnsService(db: Database, now: () => Date, needs: AddOnsNeeds) {
  /** Each listed court must be the club's: another club's or an unknown id is a 400 on `courts.<index>`. */
  async function requireCourts(scope: TenantScope, ids: number[]): Promise<void> {
    const found = new Set((await needs.findCourts(scope, ids)).map((court) => court.id));
    ids.forEach((id, index) => {
      if (!found.has(id)) throw fieldError(`courts.${index}`, 'is not a court of this club.');
    });
  }

  async function current(scope: TenantScope, id: number): Promise<AddOnRow> {
    const row = await findAddOn(scope, id, 'update');
    if (!row) throw notFound();
    if (row.archivedAt) throw new AppError(409, ADD_ON_MESSAGES.removedAddOn);
    return row;
  }

  return {
    async list(member: MemberContext, archived: boolean): Promise<AddOn[]> {
      return (await listAddOns(member.scope, archived)).map(addOnOf);
    },

    async create(member: MemberContext, body: z.output<typeof addOnBody>): Promise<AddOn> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const courts = body.all_courts ? [] : body.courts;
        await requireCourts(scope, courts);
        const id = await nameTakenAware(() =>
          insertAddOn(
            scope,
            {
              name: body.name,
              description: body.description,
              price: body.price,
              pointPrice: body.point_price,
              per: body.per,
              stock: body.stock,
              allCourts: body.all_courts,
            },
            member.user.id,
          ),
        );
        await replaceAddOnCourts(scope, id, courts);
        return addOnOf((await findAddOn(scope, id))!);
      });
    },

    async update(member: MemberContext, id: number, body: z.output<typeof addOnUpdateBody>): Promise<AddOn> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const row = await current(scope, id);
        const allCourts = body.all_courts ?? row.allCourts;
        const courts = allCourts ? [] : (body.courts ?? row.courts);
        if (!allCourts && courts.length === 0) throw fieldError('courts', ADD_ON_MESSAGES.courtsRequired);
        if (body.courts !== undefined || body.all_courts !== undefined) await requireCourts(scope, courts);
        await nameTakenAware(() =>
          updateAddOn(scope, id, {
            ...(body.name === undefined ? {} : { name: body.name }),
            ...(body.description === undefined ? {} : { description: body.description }),
            ...(body.price === undefined ? {} : { price: body.price }),
            ...(body.point_price === undefined ? {} : { pointPrice: body.point_price }),
            ...(body.per === undefined ? {} : { per: body.per }),
            ...(body.stock === undefined ? {} : { stock: body.stock }),
            ...(body.all_courts === undefined ? {} : { allCourts: body.all_courts }),
          }),
        );
        if (body.courts !== undefined || body.all_courts !== undefined) await replaceAddOnCourts(scope, id, courts);
        return addOnOf((await findAddOn(scope, id))!);
      });
    },

    /** Removing archives: bookings that hold it keep it (and its price); it is offered no more. */
    async remove(member: MemberContext, id: number): Promise<AddOn> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        await current(scope, id);
        await updateAddOn(scope, id, { archivedAt: now() });
        return addOnOf((await findAddOn(scope, id))!);
      });
    },

    /** POST add_on/list/{courtId}: what a booking on this court at these times may add, with what is left. */
    async forCourt(
      member: MemberContext,
      courtId: number,
      body: { start_time: string; end_time: string; appointment_id?: number | undefined },
    ): Promise<AddOnAvailability[]> {
      const from = new Date(body.start_time);
      const to = new Date(body.end_time);
      if (!(to > from)) throw fieldError('end_time', 'must be after start_time.');
      if ((await needs.findCourts(member.scope, [courtId])).length === 0) throw new AppError(404, 'Court not found.');
      const offered = await addOnsOfferedOn(member.scope, courtId);
      const held = await heldUnits(
        member.scope,
        offered.map((row) => row.id),
        from,
        to,
        body.appointment_id ?? null,
      );
      return offered.map((row) => {
        const price = addOnBookingPrice(row, minutesOf(from, to));
        return {
          ...addOnOf(row),
          available: addOnUnitsLeft(
            row.stock,
            held.filter((unit) => unit.addOnId === row.id).map((unit) => unit.unit),
          ),
          booking_price: price.price,
          booking_point_price: price.pointPrice,
        };
      });
    },
  };
}

export type AddOnsService = ReturnType<typeof createAddOnsService>;

/** An occurrence as add-ons need it. */
export interface BookedTime {
  id: number;
  courtId: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Books the add-on `addOnId` with each occurrence (one unit each, at its price for the occurrence's length),
 * replacing what they held; null only releases. Runs in the caller's transaction (the scope is bound to it), so a
 * refusal leaves nothing written: an unknown or removed add-on, or one not offered on the court, is a 400 on
 * `field`; an add-on with no unit free at an occurrence's time is a 409.
 */
export async function bookAddOn(
  scope: TenantScope,
  occurrences: readonly BookedTime[],
  addOnId: number | null,
  actorId: number,
  field = 'add_on_id',
): Promise<void> {
  await releaseHoldings(
    scope,
    occurrences.map((occurrence) => occurrence.id),
  );
  if (addOnId === null || occurrences.length === 0) return;
  // Shared: a removal or a stock change of this add-on waits until these bookings are made.
  const addOn = await findAddOn(scope, addOnId, 'share');
  if (!addOn) throw fieldError(field, ADD_ON_MESSAGES.notFound);
  if (addOn.archivedAt) throw fieldError(field, ADD_ON_MESSAGES.removedAddOn);
  for (const occurrence of occurrences) {
    if (!addOn.allCourts && !addOn.courts.includes(occurrence.courtId))
      throw fieldError(field, ADD_ON_MESSAGES.notOffered);
    const price = addOnBookingPrice(addOn, minutesOf(occurrence.startsAt, occurrence.endsAt));
    const placed = await holdUnit(
      scope,
      {
        appointmentId: occurrence.id,
        addOnId,
        startsAt: occurrence.startsAt,
        endsAt: occurrence.endsAt,
        price: price.price,
        pointPrice: price.pointPrice,
        createdBy: actorId,
      },
      addOn.stock,
    );
    if (!placed) throw conflict(field, ADD_ON_MESSAGES.soldOut);
  }
}

/** The add-ons booked with occurrences: occurrence id → its add-ons with their booked prices. */
export async function bookingAddOnsOf(
  scope: TenantScope,
  appointmentIds: readonly number[],
): Promise<Map<number, BookingAddOn[]>> {
  const map = new Map<number, BookingAddOn[]>();
  for (const row of await holdingsOf(scope, appointmentIds)) {
    const addOn = { id: row.id, name: row.name, price: row.price, point_price: row.pointPrice };
    const list = map.get(row.appointmentId);
    if (list) list.push(addOn);
    else map.set(row.appointmentId, [addOn]);
  }
  return map;
}
