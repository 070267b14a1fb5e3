import { z } from 'zod';

/**
 * Finding a club to join (spec 1 /private/choose-business: "Non-business user without a business picks a
 * business"; issue 14: "lets a customer without a club find clubs and go to their memberships page"). Ours.
 */
export const CLUB_SEARCH = { min: 2, max: 80, results: 20 } as const;

export const clubSearchQuery = z
  .object({
    q: z
      .string({ error: 'q must be text.' })
      .trim()
      .min(CLUB_SEARCH.min, `Type at least ${CLUB_SEARCH.min} characters.`)
      .max(CLUB_SEARCH.max, `At most ${CLUB_SEARCH.max} characters.`)
      // Nothing typed yet: no clubs (the page asks before it lists).
      .optional(),
  })
  .strict();

export const clubSearchResultSchema = z.array(
  z.object({
    uid: z.string(),
    name: z.string(),
    address: z.string(),
    /** open: joining is immediate; approval: staff approve the request. */
    join_policy: z.enum(['open', 'approval']),
  }),
);
export type ClubSearchResult = z.infer<typeof clubSearchResultSchema>;
