import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  MARKETING_LIMITS,
  MARKETING_MESSAGES,
  type BookedDemo,
  type DemoSlotsResponse,
  type RequestDemoResponse,
  type bookDemoSlotBody,
  type contactUsBody,
  type requestDemoBody,
} from '@fairplay/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError, conflict, fieldError, isUniqueViolation } from '../../errors.js';
import { DEMO_SLOT_MS as SLOT_MS, openSlotStarts } from '@fairplay/domain';
import { createLimiter, LIMITS } from '../limits/index.js';
import { enqueueEmail } from '../mail/index.js';
import { contactEmail, demoBookedEmails, demoRequestEmail } from './marketing.emails.js';
import type { MarketingNeeds } from './ports.js';
import {
  findBookingOfRequest,
  findDemoRequestByTokenHash,
  insertContactMessage,
  insertDemoBooking,
  insertDemoRequest,
  takenSlotStarts,
} from './marketing.repository.js';

const optional = (value: string | undefined) => (value ? value : null);

export function createMarketingService({ db, now, config }: AppDeps, { hashSecret }: MarketingNeeds) {
  const marketing = config.marketing;
  const limiter = createLimiter(db, now);

  /** Contact messages and demo requests together, per IP address. */
  async function assertFormAllowed(ip: string): Promise<void> {
    await limiter.reserve(LIMITS.publicForms, ip);
  }

  function openStarts(): Date[] {
    return openSlotStarts(marketing.demoHours, marketing.demoTimezone, now(), MARKETING_LIMITS.demoWindowDays);
  }

  return {
    async contactUs(body: z.output<typeof contactUsBody>, ip: string): Promise<void> {
      await assertFormAllowed(ip);
      await db.transaction(async (tx) => {
        await insertContactMessage(tx, {
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone: optional(body.phone),
          message: body.message,
          jobTitle: optional(body.job_title),
          ip,
        });
        await enqueueEmail(tx, contactEmail(config.operatorEmail, body));
      });
    },

    async requestDemo(body: z.output<typeof requestDemoBody>, ip: string): Promise<RequestDemoResponse> {
      await assertFormAllowed(ip);
      const token = randomBytes(24).toString('base64url');
      const stored = await db.transaction(async (tx) => {
        const row = await insertDemoRequest(tx, {
          fullName: body.fullName,
          email: body.email,
          company: body.company,
          jobTitle: body.jobTitle,
          message: optional(body.message),
          bookingTokenHash: hashSecret(token),
          ip,
        });
        await enqueueEmail(tx, demoRequestEmail(config.operatorEmail, body, row.id));
        return row;
      });
      return { demo_request_id: stored.id, booking_token: token };
    },

    /** Open slots from `from` (or now) to the end of the window, without the taken ones. */
    async listSlots(from: string | undefined): Promise<DemoSlotsResponse> {
      const fromMs = from ? Date.parse(from) : 0;
      const starts = openStarts().filter((start) => start.getTime() >= fromMs);
      const first = starts[0];
      const last = starts.at(-1);
      const taken = first && last ? await takenSlotStarts(db, first, new Date(last.getTime() + 1)) : [];
      const takenMs = new Set(taken.map((start) => start.getTime()));
      return {
        timezone: marketing.demoTimezone,
        slot_minutes: MARKETING_LIMITS.demoSlotMinutes,
        slots: starts
          .filter((start) => !takenMs.has(start.getTime()))
          .map((start) => ({ start: start.toISOString(), end: new Date(start.getTime() + SLOT_MS).toISOString() })),
      };
    },

    async bookSlot(body: z.output<typeof bookDemoSlotBody>): Promise<BookedDemo> {
      const request = await findDemoRequestByTokenHash(db, hashSecret(body.booking_token));
      if (!request) throw new AppError(404, MARKETING_MESSAGES.bookingTokenInvalid);
      if (await findBookingOfRequest(db, request.id)) throw conflict('booking_token', MARKETING_MESSAGES.alreadyBooked);
      const startMs = Date.parse(body.start);
      const start = openStarts().find((slot) => slot.getTime() === startMs);
      if (!start) throw fieldError('start', MARKETING_MESSAGES.slotNotOpen);
      const end = new Date(start.getTime() + SLOT_MS);
      try {
        await db.transaction(async (tx) => {
          await insertDemoBooking(tx, request.id, start, end);
          for (const email of demoBookedEmails(config.operatorEmail, request, start, marketing.demoTimezone)) {
            await enqueueEmail(tx, email);
          }
        });
      } catch (error) {
        if (isUniqueViolation(error, 'demo_bookings_starts_at_key'))
          throw conflict('start', MARKETING_MESSAGES.slotTaken);
        if (isUniqueViolation(error, 'demo_bookings_demo_request_id_key')) {
          throw conflict('booking_token', MARKETING_MESSAGES.alreadyBooked);
        }
        throw error;
      }
      return { start: start.toISOString(), end: end.toISOString(), timezone: marketing.demoTimezone };
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
