import { z } from 'zod';
import { LIMITS } from './constants.js';
import { emailField, personNameField, phoneField } from './fields.js';

/** The public site's forms and the demo scheduling step (spec 1 sections 3, 5, 7, 8, 9; scheduling calls are ours). */
export const MARKETING_LIMITS = {
  messageMin: 2,
  messageMax: LIMITS.messageMax,
  fullNameMax: 100,
  companyMax: 80,
  jobTitleMax: 100,
  demoSlotMinutes: 30,
  demoWindowDays: 14,
} as const;

export const MARKETING_MESSAGES = {
  formErrorTitle: 'Error',
  fillMandatory: 'Fill all mandatory fields.',
  contactSuccess: 'Success. We will get back to you shortly.',
  demoRequested: 'Thank you! Pick a time for your private demo.',
  slotTaken: 'This time has just been taken. Please pick another one.',
  slotNotOpen: 'Please pick one of the open times.',
  alreadyBooked: 'Your demo is already scheduled.',
  bookingTokenInvalid: 'This scheduling link is not valid. Please request a demo again.',
  demoBooked: 'Your private demo is booked. We have e-mailed you the details.',
} as const;

const messageText = z
  .string()
  .trim()
  .min(
    MARKETING_LIMITS.messageMin,
    `Message must be ${MARKETING_LIMITS.messageMin} to ${MARKETING_LIMITS.messageMax} characters.`,
  )
  .max(
    MARKETING_LIMITS.messageMax,
    `Message must be ${MARKETING_LIMITS.messageMin} to ${MARKETING_LIMITS.messageMax} characters.`,
  );

/** POST contactus. Phone is optional (empty allowed); job_title is optional. */
export const contactUsBody = z
  .object({
    first_name: personNameField('First name'),
    last_name: personNameField('Last name'),
    email: emailField,
    phone: phoneField.optional(),
    message: messageText,
    job_title: z
      .string()
      .trim()
      .max(MARKETING_LIMITS.jobTitleMax, `Job title must be at most ${MARKETING_LIMITS.jobTitleMax} characters.`)
      .optional(),
  })
  .strict();
export type ContactUsBody = z.input<typeof contactUsBody>;

function requiredText(label: string, max: number) {
  return z.string().trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);
}

/** POST auth/requestdemo. The client's arithmetic captcha is never sent (spec: built but never checked). */
export const requestDemoBody = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(LIMITS.nameMin, `Full name must be at least ${LIMITS.nameMin} characters.`)
      .max(MARKETING_LIMITS.fullNameMax, `Full name must be at most ${MARKETING_LIMITS.fullNameMax} characters.`),
    email: emailField,
    company: requiredText('Club name', MARKETING_LIMITS.companyMax),
    jobTitle: requiredText('Job title', MARKETING_LIMITS.jobTitleMax),
    message: z
      .string()
      .trim()
      .max(MARKETING_LIMITS.messageMax, `Message must be at most ${MARKETING_LIMITS.messageMax} characters.`)
      .optional(),
  })
  .strict();
export type RequestDemoBody = z.input<typeof requestDemoBody>;

/** The one-time token lets the visitor who asked for the demo (and only them) book its slot. */
export const requestDemoResponse = z.object({ demo_request_id: z.number().int(), booking_token: z.string() });
export type RequestDemoResponse = z.infer<typeof requestDemoResponse>;

export const demoSlotsQuery = z
  .object({ from: z.iso.datetime({ offset: true, message: 'from must be an ISO date-time.' }).optional() })
  .strict();

export const demoSlotSchema = z.object({ start: z.string(), end: z.string() });
export type DemoSlot = z.infer<typeof demoSlotSchema>;

export const demoSlotsResponse = z.object({
  timezone: z.string(),
  slot_minutes: z.number().int(),
  slots: z.array(demoSlotSchema),
});
export type DemoSlotsResponse = z.infer<typeof demoSlotsResponse>;

export const bookDemoSlotBody = z
  .object({
    booking_token: z.string().trim().min(1, 'booking_token is required.').max(128),
    start: z.iso.datetime({ offset: true, message: 'start must be an ISO date-time.' }),
  })
  .strict();
export type BookDemoSlotBody = z.input<typeof bookDemoSlotBody>;

export const bookedDemoResponse = z.object({ start: z.string(), end: z.string(), timezone: z.string() });
export type BookedDemo = z.infer<typeof bookedDemoResponse>;
