import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import { classPackListSchema } from '../class-packs.js';

const byId = z.object({ id: idParam }).strict();

/**
 * Class packs (issue 14). A pack is bought as a one-time product with uses (payment/plan/create's `uses`) and spent
 * by lesson/book's `payment.method: 'pack'`; this reads a member's packs and their history: the member, the
 * family's payer, or staff who read members.
 */
export const classPackEndpoints = {
  memberPacks: endpoint({
    method: 'GET',
    path: '/members/class_packs/:id',
    tag: 'class-packs',
    summary: "A member's class packs: uses left, expiry, and each use taken or given back.",
    access: 'member',
    params: byId,
    response: classPackListSchema,
  }),
};
