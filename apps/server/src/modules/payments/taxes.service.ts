import { PAYMENT_MESSAGES, type Tax, type taxCreateBody, type taxUpdateBody } from '@fairplay/contracts';
import type { z } from 'zod';
import { AppError, fieldError } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import type { PaymentsContext } from './context.js';
import { findTax, insertTax, listTaxes, updateTax, type TaxRow } from './taxes.repository.js';

export function taxOf(row: TaxRow): Tax {
  return {
    id: row.id,
    // Our own id of the rate: the sandbox keeps no tax rates (a Stripe adapter would keep its txr_ id here).
    tax_id: `txr_${row.id}`,
    display_name: row.displayName,
    description: row.description,
    percentage: Number(row.percentage),
    type: row.type,
    typeName: row.typeName,
    jurisdiction: row.jurisdiction,
    inclusive: row.inclusive,
    court_time: row.courtTime,
    lessons: row.lessons,
    points: row.points,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => new AppError(404, PAYMENT_MESSAGES.taxNotFound);

/** Tax rates (spec 3 "Tax rate"; calls payment/tax/*). The percentage is fixed; archiving retires a rate. */
export function createTaxesService(context: PaymentsContext) {
  return {
    list: async (member: MemberContext, archived: boolean) => (await listTaxes(member.scope, archived)).map(taxOf),

    async create(member: MemberContext, body: z.output<typeof taxCreateBody>): Promise<Tax> {
      const row = await insertTax(
        member.scope,
        {
          displayName: body.display_name,
          description: body.description,
          percentage: body.percentage,
          type: body.type,
          typeName: body.type === 'custom' ? body.typeName : '',
          jurisdiction: body.jurisdiction,
          inclusive: body.inclusive,
          courtTime: body.court_time,
          lessons: body.lessons,
          points: body.points,
        },
        member.user.id,
      );
      return taxOf(row);
    },

    async update(member: MemberContext, id: number, body: z.output<typeof taxUpdateBody>): Promise<Tax> {
      return context.db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const current = await findTax(scope, id, true);
        if (!current) throw notFound();
        if (current.archivedAt) throw new AppError(409, PAYMENT_MESSAGES.taxArchivedAlready);
        const type = body.type ?? current.type;
        const row = await updateTax(scope, id, {
          ...(body.display_name === undefined ? {} : { displayName: body.display_name }),
          ...(body.description === undefined ? {} : { description: body.description }),
          ...(body.type === undefined ? {} : { type: body.type }),
          ...(body.typeName === undefined && body.type === undefined
            ? {}
            : { typeName: type === 'custom' ? (body.typeName ?? current.typeName) : '' }),
          ...(body.jurisdiction === undefined ? {} : { jurisdiction: body.jurisdiction }),
          ...(body.inclusive === undefined ? {} : { inclusive: body.inclusive }),
          ...(body.court_time === undefined ? {} : { courtTime: body.court_time }),
          ...(body.lessons === undefined ? {} : { lessons: body.lessons }),
          ...(body.points === undefined ? {} : { points: body.points }),
        });
        if (type === 'custom' && !row!.typeName)
          throw fieldError('typeName', 'Type name is required for a custom tax.');
        return taxOf(row!);
      });
    },

    async archive(member: MemberContext, id: number): Promise<Tax> {
      return context.db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const current = await findTax(scope, id, true);
        if (!current) throw notFound();
        if (current.archivedAt) return taxOf(current);
        return taxOf((await updateTax(scope, id, { archivedAt: context.now() }))!);
      });
    },
  };
}

export type TaxesService = ReturnType<typeof createTaxesService>;
