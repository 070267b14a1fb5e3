import { createHash } from 'node:crypto';
import {
  PAYMENT_LIMITS,
  POINT_MESSAGES,
  type ChargeDetail,
  type MemberBalanceView,
  type MemberPoints,
  type UserPoint,
  type pointBuyBody,
  type pointChargeBody,
  type refundGiftBody,
} from '@fairplay/contracts';
import type { Database, TenantScope } from '@fairplay/db';
import { can, formatCents, taxedLines } from '@fairplay/domain';
import type { z } from 'zod';
import { AppError, conflict, fieldError, forbidden } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { insertMovement } from '../ledger/index.js';
import { memberOf, visibleMember, type PointsMember } from './access.js';
import {
  activateLot,
  deletePendingLot,
  failLot,
  findEntityOfGroup,
  findLot,
  findGiftRefundByKey,
  findSpend,
  findLotByKey,
  insertGiftRefund,
  insertLot,
  lotsOfMember,
  markWaiting,
  spendableLots,
  spendsOfMember,
  takeFromLot,
  type PointLotRow,
} from './points.repository.js';
import { balancesOf, groupNamesOf, lotView, spendView } from './points-view.js';
import type { PointsNeeds } from './ports.js';
import { pointsPosting } from './postings.js';
import { spendPoints } from './spending.js';
import { pointsTaxes, requireIdempotencyKey } from '../payments/index.js';

type BuyBody = z.output<typeof pointBuyBody>;
type RefundGiftBody = z.output<typeof refundGiftBody>;
type ChargeBody = z.output<typeof pointChargeBody>;

const DAY_MS = 86_400_000;
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export function createPointsService(db: Database, now: () => Date, needs: PointsNeeds) {
  async function answer(scope: TenantScope, lot: PointLotRow) {
    const names = await groupNamesOf(scope);
    const at = now();
    const lots = await spendableLots(scope, lot.userId, lot.facilityGroupId, at, false);
    return {
      user_payment: lotView(lot, names, at),
      balance: lots.reduce((sum, row) => sum + row.remaining, 0),
    };
  }

  /** A paid charge makes the lot's points the member's, with their ledger movement, once. */
  async function settle(scope: TenantScope, lot: PointLotRow, charge: ChargeDetail) {
    if (charge.status === 'requires_action') {
      // The settle job credits the points once the card holder has authenticated (or a retry with the key does).
      await markWaiting(scope, lot.id, charge.id);
      throw new AppError(409, POINT_MESSAGES.paymentPending, { charge });
    }
    if (charge.status !== 'succeeded') {
      await failLot(scope, lot.id, charge.id);
      throw new AppError(402, charge.failure_message ?? POINT_MESSAGES.paymentFailed, { charge });
    }
    await db.transaction(async (tx) => {
      const inner = scope.within(tx);
      const activated = await activateLot(inner, lot.id, charge.id);
      if (activated)
        await insertMovement(inner, pointsPosting('issue', lot.userId, lot.points, `points #${lot.id} bought`));
    });
    return answer(scope, (await findLot(scope, lot.id))!);
  }

  /**
   * Charges the lot's price through the payments module. Its key comes from the lot, so a retried purchase reaches
   * the same charge (and the provider the same payment), however far the first attempt got.
   */
  async function pay(
    member: MemberContext,
    lot: PointLotRow,
    body: BuyBody,
    buyer: PointsMember,
    group: string,
    taxIds: readonly number[],
  ) {
    let charge: ChargeDetail;
    try {
      charge = await needs.charge(
        member,
        { save_card: body.save_card, token: body.token, payment_method_id: body.payment_method_id },
        {
          key: `points-${lot.id}`,
          amount: lot.amount,
          memberUserId: buyer.userId,
          name: buyer.fullName,
          description: `${lot.points} points - ${group}`,
          // The points taxes (issue 24 point 4) are added to the charge's one line, as the buyer was shown them.
          taxIds,
          // Bought points are paid ahead: their money is earned as they are spent, or expires with the lot.
          deferral: { source: 'points', ref: lot.id, from: now(), until: lot.expiresAt, units: lot.points },
        },
      );
    } catch (error) {
      // A decline is an attempt on record (the lot failed with its charge); refused input never became a payment,
      // so the pending lot goes and the request may be corrected and sent again with the same key.
      if (error instanceof AppError && error.statusCode === 402) {
        const failed = (error.payload as { charge?: { id?: number } } | null)?.charge?.id ?? null;
        await failLot(member.scope, lot.id, failed);
      } else await deletePendingLot(member.scope, lot.id);
      throw error;
    }
    return settle(member.scope, lot, charge);
  }

  async function resume(
    member: MemberContext,
    seen: PointLotRow,
    hash: string,
    body: BuyBody,
    buyer: PointsMember,
    group: string,
  ) {
    if (seen.requestHash !== hash) throw conflict('Idempotency-Key', POINT_MESSAGES.idempotencyKeyReused);
    if (seen.status === 'pending') return pay(member, seen, body, buyer, group, await taxIdsFor(member, seen.amount));
    if (seen.status === 'failed') throw new AppError(402, POINT_MESSAGES.paymentFailed);
    return answer(member.scope, seen);
  }

  /** A purchase resumed under its key is charged with the points taxes as they stand (a rate's percentage is fixed). */
  async function taxIdsFor(member: MemberContext, amount: number): Promise<number[]> {
    return amount > 0 ? (await pointsTaxes(member.scope)).map((rate) => rate.id) : [];
  }

  return {
    /** POST point/buy: bought with money (the member, their payer, or staff) or gifted (staff). */
    async buy(member: MemberContext, body: BuyBody, key: string | undefined) {
      const scope = member.scope;
      const idempotencyKey = requireIdempotencyKey(key, POINT_MESSAGES.idempotencyKeyRequired);
      const staff = can(member.membership.roles, 'payments', 'update');
      if (body.gift && !staff) throw forbidden(POINT_MESSAGES.giftNeedsStaff);
      const buyer = await visibleMember(member, body.user_id, 'update', POINT_MESSAGES.othersNeedStaff);
      const names = await groupNamesOf(scope);
      const group = names.get(body.facility_group_id);
      if (group === undefined) throw new AppError(404, POINT_MESSAGES.facilityGroupNotFound);
      const entity = await findEntityOfGroup(scope, body.facility_group_id);
      if (!entity) throw fieldError('facility_group_id', POINT_MESSAGES.noEntity);
      if (!body.gift && entity.status !== 1) throw fieldError('facility_group_id', POINT_MESSAGES.notOnSale);
      const amount = body.gift ? 0 : body.points * entity.pricePerPoint;
      if (amount > PAYMENT_LIMITS.amountMax)
        throw fieldError('points', `These points would cost more than one charge may take.`);
      const hash = hashOf(body);
      const seen = await findLotByKey(scope, idempotencyKey);
      if (seen) return resume(member, seen, hash, body, buyer, group);
      // The points taxes (issue 24 point 4), read once: the total checked here is the one charged after.
      const rates = body.gift ? [] : await pointsTaxes(scope);
      const taxed = taxedLines([amount], rates);
      if (body.total !== undefined && body.total !== taxed.total)
        throw conflict('total', POINT_MESSAGES.totalChanged(formatCents(taxed.total, member.business.currencyCode)));
      const at = now();
      const values = {
        userId: buyer.userId,
        pointEntityId: entity.id,
        facilityGroupId: entity.facilityGroupId,
        source: body.gift ? ('gift' as const) : ('bought' as const),
        points: body.points,
        amount,
        note: body.note,
        idempotencyKey,
        requestHash: hash,
        expiresAt: new Date(at.getTime() + entity.expirationDate * DAY_MS),
        createdBy: member.user.id,
        createdAt: at,
      };
      if (body.gift) {
        const lot = await db.transaction(async (tx) => {
          const inner = scope.within(tx);
          const row = await insertLot(inner, { ...values, status: 'active', remaining: body.points });
          if (row)
            await insertMovement(inner, pointsPosting('issue', row.userId, row.points, `points #${row.id} gift`));
          return row;
        });
        if (!lot) return resume(member, (await findLotByKey(scope, idempotencyKey))!, hash, body, buyer, group);
        return answer(scope, lot);
      }
      const lot = await insertLot(scope, { ...values, status: 'pending', remaining: 0 });
      // Lost the race to a concurrent request with the same key: answer as that one does.
      if (!lot) return resume(member, (await findLotByKey(scope, idempotencyKey))!, hash, body, buyer, group);
      return pay(
        member,
        lot,
        body,
        buyer,
        group,
        rates.map((rate) => rate.id),
      );
    },

    /**
     * POST point/refund_gift (header Idempotency-Key): gives back unexpired gifted points ("Only Unexpired Points
     * Are Refundable"). The refund is recorded with its key under the lot's lock: the same key again answers the
     * lot as it is and takes nothing more; the same key with another request is refused.
     */
    async refundGift(member: MemberContext, body: RefundGiftBody, key: string | undefined): Promise<UserPoint> {
      const scope = member.scope;
      const at = now();
      const idempotencyKey = requireIdempotencyKey(key, POINT_MESSAGES.idempotencyKeyRequired);
      const hash = hashOf(body);
      const lot = await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        const row = await findLot(inner, body.user_point_id, true);
        const seen = await findGiftRefundByKey(inner, idempotencyKey);
        if (seen) {
          if (seen.requestHash !== hash) throw conflict('Idempotency-Key', POINT_MESSAGES.idempotencyKeyReused);
          return (await findLot(inner, seen.lotId))!;
        }
        const named = (id: number | undefined, ...allowed: number[]) => id === undefined || allowed.includes(id);
        if (
          !row ||
          !named(body.member_id, row.userId) ||
          !named(body.user_id, row.userId, member.user.id) ||
          !named(body.business_id, scope.businessId)
        )
          throw new AppError(404, POINT_MESSAGES.giftNotFound);
        if (row.source !== 'gift') throw fieldError('user_point_id', POINT_MESSAGES.giftOnlyGifts);
        if (row.status === 'expired' || row.expiresAt <= at) throw new AppError(409, POINT_MESSAGES.onlyUnexpired);
        if (body.amount > row.remaining) throw fieldError('amount', POINT_MESSAGES.refundTooMuch(row.remaining));
        await takeFromLot(inner, row.id, body.amount, 'refunded');
        await insertGiftRefund(inner, {
          lotId: row.id,
          points: body.amount,
          idempotencyKey,
          requestHash: hash,
          createdBy: member.user.id,
        });
        await insertMovement(
          inner,
          pointsPosting('refundGift', row.userId, body.amount, `points #${row.id} gift refunded`),
        );
        return (await findLot(inner, row.id))!;
      });
      return lotView(lot, await groupNamesOf(scope), at);
    },

    /** GET point/getgifts/{id}. */
    async gifts(member: MemberContext, userId: number): Promise<UserPoint[]> {
      await visibleMember(member, userId, 'read');
      const names = await groupNamesOf(member.scope);
      const at = now();
      return (await lotsOfMember(member.scope, userId, true)).map((row) => lotView(row, names, at));
    },

    /** GET members/points_payments/{id}: balance, lots with their expiry, and what was paid with points. */
    async memberPoints(member: MemberContext, userId: number): Promise<MemberPoints> {
      await visibleMember(member, userId, 'read');
      const names = await groupNamesOf(member.scope);
      const at = now();
      const lots = await lotsOfMember(member.scope, userId);
      const balances = balancesOf(lots, names, at);
      return {
        points: balances.reduce((sum, balance) => sum + balance.points, 0),
        balances,
        // A purchase still being paid shows once its charge waits for the card holder.
        lots: lots
          .filter((row) => row.status !== 'pending' || row.chargeId !== null)
          .map((row) => lotView(row, names, at)),
        points_payments: (await spendsOfMember(member.scope, userId)).map((row) => spendView(row, names)),
      };
    },

    /**
     * POST members/balance/{id}: the member detail's money figures (owed counts what the member's bookings owe, as
     * the member detail does) and their spendable points.
     */
    async memberBalance(member: MemberContext, userId: number): Promise<MemberBalanceView> {
      await visibleMember(member, userId, 'read');
      const [money, names, lots] = await Promise.all([
        needs.memberMoney(member.scope, userId),
        groupNamesOf(member.scope),
        lotsOfMember(member.scope, userId),
      ]);
      const pointBalances = balancesOf(lots, names, now());
      return {
        member_id: userId,
        currency: member.business.currencyCode,
        ...money,
        points: pointBalances.reduce((sum, balance) => sum + balance.points, 0),
        point_balances: pointBalances,
      };
    },

    /** POST payment/charges/createforpoint: staff charge a member's points. */
    async charge(member: MemberContext, body: ChargeBody, key: string | undefined, selectedGroup: number | null) {
      const scope = member.scope;
      const idempotencyKey = requireIdempotencyKey(key, POINT_MESSAGES.idempotencyKeyRequired);
      await memberOf(scope, body.user_id);
      const names = await groupNamesOf(scope);
      // Points for a court booking pay that booking (issue 24): booking payments records it paid, so what it owes
      // goes to 0. A lesson place is paid when it is booked; a lesson's points charge stays a plain charge.
      if (body.appointment_id !== undefined && body.charge_for !== 'lesson') {
        const { spendId } = await needs.bookingPoints(
          member,
          {
            appointment_id: body.appointment_id,
            amount: body.amount,
            user_id: body.user_id,
            // The body's group only: the header's selected group does not bind the booking's court.
            ...(body.facility_group_id === undefined ? {} : { facility_group_id: body.facility_group_id }),
            description: body.description,
          },
          idempotencyKey,
        );
        const spend = (await findSpend(scope, spendId))!;
        const lots = await spendableLots(scope, spend.userId, spend.facilityGroupId, now(), false);
        return { payment: spendView(spend, names), balance: lots.reduce((sum, lot) => sum + lot.remaining, 0) };
      }
      const groupId = body.facility_group_id ?? selectedGroup;
      if (groupId === null) throw fieldError('facility_group_id', POINT_MESSAGES.facilityGroupRequired);
      if (!names.has(groupId)) throw new AppError(404, POINT_MESSAGES.facilityGroupNotFound);
      const result = await db.transaction((tx) =>
        spendPoints(scope.within(tx), {
          memberId: body.user_id,
          points: body.amount,
          facilityGroupId: groupId,
          cause: body.charge_for ?? 'charge',
          causeId: body.appointment_id ?? null,
          description: body.description,
          actorId: member.user.id,
          at: now(),
          idempotencyKey: `charge:${idempotencyKey}`,
          requestHash: hashOf({ ...body, facility_group_id: groupId }),
        }),
      );
      return { payment: spendView(result.spend, names), balance: result.balance };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
