import { z } from 'zod';
import { categorySportSchema, sportCategorySchema, sportQuery } from '../club.js';
import { endpoint } from '../endpoint.js';

const tag = 'sports';

/** The sport catalogue, shared by every club. */
export const sportEndpoints = {
  categories: endpoint({
    method: 'GET',
    path: '/out/sport_category',
    tag,
    access: 'public',
    response: z.array(sportCategorySchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/facility/sport',
    tag,
    access: 'signedIn',
    query: sportQuery,
    response: z.array(categorySportSchema),
  }),
};
