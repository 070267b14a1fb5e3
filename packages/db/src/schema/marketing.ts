import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.js';

/** Public site (migration 0004): provider-wide rows, not club-owned, so no business_id. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  jobTitle: text('job_title'),
  ip: text('ip'),
  createdAt: createdAtColumn(),
});

export const demoRequests = pgTable('demo_requests', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  jobTitle: text('job_title').notNull(),
  message: text('message'),
  bookingTokenHash: text('booking_token_hash').notNull().unique(),
  ip: text('ip'),
  createdAt: createdAtColumn(),
});

export const demoBookings = pgTable('demo_bookings', {
  id: serial('id').primaryKey(),
  demoRequestId: integer('demo_request_id')
    .notNull()
    .unique('demo_bookings_demo_request_id_key')
    .references(() => demoRequests.id, { onDelete: 'cascade' }),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().unique('demo_bookings_starts_at_key'),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  createdAt: createdAtColumn(),
});
