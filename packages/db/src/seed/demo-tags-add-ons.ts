import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { addOns, appointmentAddOns, appointments, tags } from '../schema/index.js';

/**
 * The demo club's tags (issue 10): which seeded bookings carry each, by the booking's note, and which seeded
 * availability rules (demo-rules.ts), by the rule's title.
 */
export const DEMO_TAGS: { name: string; color: string; notes: string[]; rules?: string[]; archived?: boolean }[] = [
  {
    name: 'League',
    color: '#1c7ed6',
    notes: ['Tuesday night league', 'Simulator league'],
    rules: ['Pickleball points evenings'],
  },
  { name: 'Tournament', color: '#e8590c', notes: ['Open play ladder'], rules: ['Weekend mornings'] },
  { name: 'Maintenance', color: '#868e96', notes: ['Clay court maintenance'] },
  { name: 'Junior program', color: '#28e61a', notes: ['Junior Academy'], rules: ['Junior Academy courts'] },
  { name: 'Summer Camp 2025', color: '#f59f00', notes: [], archived: true },
];

/** What the demo club sells with court time; `every`: one in so many upcoming member bookings has it. */
export const DEMO_ADD_ONS: {
  name: string;
  description: string;
  price: number;
  pointPrice: number;
  per: 'booking' | 'hour';
  stock: number;
  every: number;
}[] = [
  {
    name: 'Ball machine',
    description: 'Lobster Elite, loaded with 150 balls',
    price: 1000,
    pointPrice: 10,
    per: 'booking',
    stock: 2,
    every: 5,
  },
  {
    name: 'Court lights',
    description: 'For play after sunset',
    price: 400,
    pointPrice: 4,
    per: 'hour',
    stock: 12,
    every: 7,
  },
  {
    name: 'Racket rental',
    description: 'Demo rackets from the pro shop',
    price: 500,
    pointPrice: 5,
    per: 'booking',
    stock: 6,
    every: 9,
  },
];

const BOOKED_EACH = 8;

/**
 * Tags the demo bookings by their notes and books add-ons with some upcoming member bookings, each on the first
 * unit free at its time (the exclusion constraint decides, as for a real booking), at its price for the booking.
 */
export async function seedDemoTagsAndAddOns(
  tx: Executor,
  context: { businessId: number; ownerId: number; now: Date },
): Promise<void> {
  const { businessId, ownerId, now } = context;
  for (const tag of DEMO_TAGS) {
    const [row] = await tx
      .insert(tags)
      .values({
        businessId,
        displayName: tag.name,
        color: tag.color,
        createdBy: ownerId,
        archivedAt: tag.archived ? now : null,
      })
      .returning({ id: tags.id });
    if (tag.rules?.length) {
      await tx.execute(sql`INSERT INTO rule_tags (business_id, rule_id, tag_id)
        SELECT ${businessId}, r.id, ${row!.id} FROM availability_rules r
         WHERE r.business_id = ${businessId} AND r.note IN (${sql.join(
           tag.rules.map((note) => sql`${note}`),
           sql`, `,
         )})`);
    }
    if (tag.notes.length === 0) continue;
    await tx.execute(sql`INSERT INTO appointment_tags (business_id, appointment_id, tag_id)
      SELECT ${businessId}, a.id, ${row!.id} FROM appointments a
       WHERE a.business_id = ${businessId} AND a.note IN (${sql.join(
         tag.notes.map((note) => sql`${note}`),
         sql`, `,
       )})`);
  }
  const upcoming = await tx
    .select({ id: appointments.id, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(
      and(eq(appointments.businessId, businessId), gt(appointments.startsAt, now), gt(appointments.memberCount, 0)),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  for (const [index, addOn] of DEMO_ADD_ONS.entries()) {
    const [row] = await tx
      .insert(addOns)
      .values({
        businessId,
        name: addOn.name,
        description: addOn.description,
        price: addOn.price,
        pointPrice: addOn.pointPrice,
        per: addOn.per,
        stock: addOn.stock,
        createdBy: ownerId,
      })
      .returning({ id: addOns.id });
    // A handful each (the seed runs before every API test): enough to show the blue dots on the coming days.
    const chosen = upcoming.filter((_, position) => (position + index) % addOn.every === 0).slice(0, BOOKED_EACH);
    for (const booking of chosen) {
      const minutes = (booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000;
      const share = addOn.per === 'hour' ? minutes / 60 : 1;
      for (let unit = 1; unit <= addOn.stock; unit++) {
        const placed = await tx
          .insert(appointmentAddOns)
          .values({
            businessId,
            appointmentId: booking.id,
            addOnId: row!.id,
            unit,
            startsAt: booking.startsAt,
            endsAt: booking.endsAt,
            price: Math.round(addOn.price * share),
            pointPrice: Math.round(addOn.pointPrice * share),
            createdBy: ownerId,
          })
          .onConflictDoNothing()
          .returning({ id: appointmentAddOns.id });
        if (placed.length > 0) break;
      }
    }
  }
}
