import { z } from 'zod';
import { MEMBER_TYPE_KEYS, USER_TYPES } from './constants.js';
import {
  confirmationMatches,
  confirmationMismatch,
  dobField,
  emailField,
  newPasswordFields,
  personNameField,
  phoneField,
} from './fields.js';
import { joinRequestOfUserSchema } from './joining.js';
import { memberTypeSchema } from './roles.js';
import { clubSettingsResponse } from './settings.js';

export const subscriptionSchema = z.object({
  subscription_id: z.string().nullable(),
  status: z.enum(['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete']),
  pause_collection: z.object({ resumes_at: z.string() }).nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The club in the session, with every setting scheduling uses (spec 1 section 3, spec 2 section 3). */
/** One of the signed-in member's family in this club (spec 1 "Business … family"), for booking and viewing on their behalf. */
export const familyMemberSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const sessionBusinessSchema = z.object({
  ...clubSettingsResponse.shape,
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  address: z.string(),
  plan: z.string(),
  planId: z.number().int().nullable(),
  user_id: z.number().int(),
  /** The rest of the signed-in member's family in this club, by first name; empty when they have none. */
  family: z.array(familyMemberSchema),
});
export type SessionBusiness = z.infer<typeof sessionBusinessSchema>;

export const membershipSchema = z.object({
  business_id: z.number().int(),
  business_name: z.string(),
  member_type: z.enum(MEMBER_TYPE_KEYS),
  current: z.boolean(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** The signed-in user as the client keeps it (spec 1 section 3, "User (session)"). */
export const sessionUserSchema = z.object({
  user_id: z.number().int(),
  id: z.number().int(),
  uid: z.string(),
  profile_image: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  business_id: z.number().int().nullable(),
  business: sessionBusinessSchema.nullable(),
  member_type: memberTypeSchema.nullable(),
  dob: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  premium: z.boolean(),
  subscribed: z.boolean(),
  subscription: subscriptionSchema.nullable(),
  memberships: z.array(membershipSchema),
  /** Clubs the user asked to join that have not accepted yet (pending, declined), and clubs that invited them. */
  join_requests: z.array(joinRequestOfUserSchema),
  namespace: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const updateProfileBody = z
  .object({
    first_name: personNameField('First name'),
    last_name: personNameField('Last name'),
    email: emailField,
    phone: phoneField.nullable(),
    dob: dobField.nullable(),
    business: z
      .object({ name: z.string().trim().min(2).max(80) })
      .strict()
      .optional(),
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const changePasswordBody = z
  .object({
    old_password: z.string().trim().min(1, 'Current password is required.').max(200),
    ...newPasswordFields,
  })
  .strict()
  .refine(confirmationMatches, confirmationMismatch);
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const setBusinessBody = z.object({ business_id: z.number().int().positive().max(2147483647) }).strict();

export const tokenResponse = z.object({ token: z.string() });
