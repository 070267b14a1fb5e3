import {
  PLAN_MESSAGES,
  planShapeProblem,
  type Plan,
  type planCreateBody,
  type planUpdateBody,
} from '@fairplay/contracts';
import type { Database, TenantScope } from '@fairplay/db';
import { lineTaxes } from '@fairplay/domain';
import type { z } from 'zod';
import { AppError, conflict, fieldError } from '../../errors.js';
import { facilityGroupsWithLocation } from '../facilities/index.js';
import type { MemberContext } from '../identity/index.js';
import { locationNamesOf } from '../locations/index.js';
import { selectedTaxes } from '../payments/index.js';
import { planView, type GroupLabel } from './plan-view.js';
import {
  allPlans,
  findPlan,
  insertPlan,
  listPlans,
  setPositions,
  subscriberCounts,
  updatePlan,
  type PlanRow,
  type PlanValues,
} from './plans.repository.js';
import { repriceLive } from './subscriptions.repository.js';

type CreateBody = z.output<typeof planCreateBody>;
type UpdateBody = z.output<typeof planUpdateBody>;

const planNotFound = () => new AppError(404, PLAN_MESSAGES.planNotFound);

/** The club's facility groups as plans show them: "location name - facility group name". */
export async function groupLabels(scope: TenantScope): Promise<Map<number, GroupLabel>> {
  const groups = await facilityGroupsWithLocation(scope);
  const names = await locationNamesOf(scope, [...new Set(groups.map((group) => group.locationId))]);
  return new Map(
    groups.map((group) => [
      group.id,
      { id: group.id, name: group.name, location: { id: group.locationId, name: names.get(group.locationId) ?? '' } },
    ]),
  );
}

export async function plansView(scope: TenantScope, rows: PlanRow[], counts = true): Promise<Plan[]> {
  const groups = await groupLabels(scope);
  const subscribers = counts
    ? await subscriberCounts(
        scope,
        rows.map((row) => row.id),
      )
    : new Map<number, number>();
  const taxed = await Promise.all(rows.map((row) => taxedPrice(scope, row)));
  return rows.map((row, index) => planView(row, groups, subscribers.get(row.id) ?? 0, taxed[index]));
}

/**
 * A period's price with the plan's taxes, by the domain's lineTaxes on the taxes the charge reads (payments'
 * selectedTaxes): what is shown is what is charged. A plan naming a tax since archived cannot be charged
 * either; it shows its bare amount.
 */
async function taxedPrice(scope: TenantScope, row: PlanRow): Promise<{ tax: number; total: number }> {
  if (row.taxIds.length === 0) return { tax: 0, total: row.amount };
  try {
    const { tax, total } = lineTaxes(row.amount, await selectedTaxes(scope, row.taxIds));
    return { tax, total };
  } catch {
    return { tax: 0, total: row.amount };
  }
}

async function checkReferences(scope: TenantScope, body: { default_tax_rates?: number[]; facility_groups?: number[] }) {
  if (body.default_tax_rates) {
    try {
      await selectedTaxes(scope, body.default_tax_rates);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 400)
        throw fieldError('default_tax_rates', 'names a tax that is not one of the club’s active taxes.');
      throw error;
    }
  }
  if (body.facility_groups && body.facility_groups.length > 0) {
    const groups = await groupLabels(scope);
    const unknown = body.facility_groups.findIndex((id) => !groups.has(id));
    if (unknown >= 0) throw fieldError(`facility_groups.${unknown}`, 'is not one of the club’s facility groups.');
  }
}

export function createPlansService(db: Database, now: () => Date) {
  async function one(scope: TenantScope, row: PlanRow): Promise<Plan> {
    return (await plansView(scope, [row]))[0]!;
  }

  return {
    async list(member: MemberContext, products: boolean): Promise<Plan[]> {
      return plansView(member.scope, await listPlans(member.scope, products));
    },

    async create(member: MemberContext, body: CreateBody): Promise<Plan> {
      const scope = member.scope;
      await checkReferences(scope, body);
      const values: PlanValues = {
        nickname: body.nickname,
        description: body.description,
        amount: body.amount,
        currency: member.business.currencyCode,
        interval: body.one_time ? null : body.interval,
        oneTime: body.one_time,
        taxIds: body.default_tax_rates,
        nbuSubscribe: body.nbu_subscribe,
        minAge: body.min_age,
        maxAge: body.max_age,
        periodEnd: body.period_end ? new Date(body.period_end) : null,
        validDays: body.valid_days,
        facilityGroupIds: body.facility_groups,
        isIndividual: body.is_individual,
        trialPeriodDays: body.trial_period_days,
        uses: body.uses,
        packCovers: body.pack_covers,
        createdBy: member.user.id,
      };
      return one(scope, await insertPlan(scope, values));
    },

    async update(member: MemberContext, id: number, body: UpdateBody): Promise<Plan> {
      const scope = member.scope;
      const current = await findPlan(scope, id);
      if (!current) throw planNotFound();
      await checkReferences(scope, body);
      // The cross-field rules hold for the plan as it will be.
      const problem = planShapeProblem({
        one_time: body.one_time ?? current.oneTime,
        interval: body.interval !== undefined ? body.interval : current.interval,
        min_age: body.min_age !== undefined ? body.min_age : current.minAge,
        max_age: body.max_age !== undefined ? body.max_age : current.maxAge,
        period_end: body.period_end !== undefined ? body.period_end : (current.periodEnd?.toISOString() ?? null),
        valid_days: body.valid_days !== undefined ? body.valid_days : current.validDays,
        trial_period_days: body.trial_period_days ?? current.trialPeriodDays,
        uses: body.uses !== undefined ? body.uses : current.uses,
      });
      if (problem) throw fieldError(problem.field, problem.message);
      const changes: Partial<PlanValues> = {
        ...(body.nickname !== undefined && { nickname: body.nickname }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.amount !== undefined && { amount: body.amount }),
        ...(body.interval !== undefined && { interval: body.interval }),
        ...(body.one_time !== undefined && body.one_time !== current.oneTime && { oneTime: body.one_time }),
        ...(body.default_tax_rates !== undefined && { taxIds: body.default_tax_rates }),
        ...(body.nbu_subscribe !== undefined && { nbuSubscribe: body.nbu_subscribe }),
        ...(body.min_age !== undefined && { minAge: body.min_age }),
        ...(body.max_age !== undefined && { maxAge: body.max_age }),
        ...(body.period_end !== undefined && { periodEnd: body.period_end ? new Date(body.period_end) : null }),
        ...(body.valid_days !== undefined && { validDays: body.valid_days }),
        ...(body.facility_groups !== undefined && { facilityGroupIds: body.facility_groups }),
        ...(body.is_individual !== undefined && { isIndividual: body.is_individual }),
        ...(body.trial_period_days !== undefined && { trialPeriodDays: body.trial_period_days }),
        // A pack's terms apply to packs bought from now on; packs already bought keep theirs.
        ...(body.uses !== undefined && { uses: body.uses }),
        ...(body.pack_covers !== undefined && { packCovers: body.pack_covers }),
      };
      const row = await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        if (changes.oneTime !== undefined) {
          // Under the plan row lock: two changes of the plan at once are taken one after the other.
          await findPlan(inner, id, true);
          if (((await subscriberCounts(inner, [id])).get(id) ?? 0) > 0)
            throw conflict('one_time', PLAN_MESSAGES.oneTimeHasSubscribers);
        }
        const updated = Object.keys(changes).length > 0 ? await updatePlan(inner, id, changes) : current;
        // A new price applies to new subscriptions; to live ones only when staff choose it (issue 14).
        if (updated && body.amount !== undefined && body.apply_to_existing) await repriceLive(inner, id, body.amount);
        return updated;
      });
      if (!row) throw planNotFound();
      return one(scope, row);
    },

    async remove(member: MemberContext, id: number, product: boolean): Promise<void> {
      const scope = member.scope;
      const current = await findPlan(scope, id);
      if (!current || current.oneTime !== product) throw planNotFound();
      const counts = await subscriberCounts(scope, [id]);
      if ((counts.get(id) ?? 0) > 0) throw conflict('id', PLAN_MESSAGES.planHasSubscribers);
      // Archived, not deleted: past subscriptions keep naming their plan.
      await updatePlan(scope, id, { archivedAt: now() });
    },

    async order(member: MemberContext, ids: number[]): Promise<Plan[]> {
      const scope = member.scope;
      const rows = await allPlans(scope);
      const known = new Set(rows.map((row) => row.id));
      const unknown = ids.findIndex((id) => !known.has(id));
      if (unknown >= 0) throw new AppError(404, PLAN_MESSAGES.planNotFound);
      // The named plans first, in the given order; the others keep theirs after them.
      const rest = rows.map((row) => row.id).filter((id) => !ids.includes(id));
      await db.transaction((tx) => setPositions(scope.within(tx), [...ids, ...rest]));
      const products = rows.find((row) => row.id === ids[0])?.oneTime ?? false;
      return plansView(scope, await listPlans(scope, products));
    },

    async disable(member: MemberContext, id: number, isDisabled: boolean): Promise<Plan> {
      const row = await updatePlan(member.scope, id, { isDisabled });
      if (!row) throw planNotFound();
      return one(member.scope, row);
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
