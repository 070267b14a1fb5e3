import { createHash } from 'node:crypto';
import { SALE_MESSAGES, SHOP_MESSAGES, type ChargeDetail, type saleBody, type ShopSale } from '@fairplay/contracts';
import { formatCents as formatMoney, priceCart } from '@fairplay/domain';
import type { Database, TenantScope } from '@fairplay/db';
import type { z } from 'zod';
import { AppError, conflict, fieldError } from '../../errors.js';
import { chargeOrder, type Charging } from '../checkout/index.js';
import { findNames, type MemberContext } from '../identity/index.js';
import { insertMovement } from '../ledger/index.js';
import { customerOf, refundKey, type Customer } from '../payments/index.js';
import { itemsOf } from './models.service.js';
import {
  endSale,
  findSale,
  findSaleByClientId,
  insertSale,
  insertSaleLines,
  insertTenders,
  linesOf,
  recentSales,
  setTenderCharge,
  tendersOf,
  type SaleRow,
  type TenderRow,
} from './sales.repository.js';
import { insertMovements, movementsOfSale, onHandOf } from './stock.repository.js';
import { shopWrite } from './refusals.js';

type SaleBody = z.output<typeof saleBody>;
const CART_ID = /^[0-9A-Za-z-]{8,64}$/;
/** Tenders that can be refused go first, so cash is taken only once the card and the account have said yes. */
const TENDER_ORDER = { card: 0, account: 1, check: 2, cash: 3 } as const;

/** Raised inside the sale's transaction when a line's stock runs out; worded after the rollback. */
class OutOfStock extends Error {
  constructor(readonly index: number) {
    super('out of stock');
  }
}

function hashOf(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * The register's sales (issue 28 points 5 and 6). A sale is written first, pending, with its lines, tenders and
 * stock movements in one transaction (the database refuses the last unit twice); then each tender is charged
 * through the checkout under a key made from the sale, and the sale completes with the tax moved to tax_payable in
 * the ledger. A refused tender gives back the tenders already taken and voids the sale, its stock returned.
 * The register's cart id is the Idempotency-Key: the same cart again answers the one sale.
 */
export function createSalesService(db: Database, now: () => Date, charging: Charging) {
  async function view(scope: TenantScope, sale: SaleRow): Promise<ShopSale> {
    const [lines, tenders] = await Promise.all([linesOf(scope, sale.id), tendersOf(scope, sale.id)]);
    const names = new Map(
      (
        await findNames(
          scope.db,
          [sale.memberUserId, sale.createdBy].filter((id): id is number => id !== null),
        )
      ).map((row) => [row.userId, `${row.firstName} ${row.lastName}`.trim()]),
    );
    const receipts = await Promise.all(
      tenders.map(async (tender) =>
        tender.chargeId === null ? null : (await charging.detail(scope, tender.chargeId)).receipt_url,
      ),
    );
    return {
      id: sale.id,
      client_id: sale.clientId,
      status: sale.status,
      location_id: sale.locationId,
      member_id: sale.memberUserId,
      member_name: sale.memberUserId === null ? null : (names.get(sale.memberUserId) ?? null),
      cashier: sale.createdBy === null ? null : (names.get(sale.createdBy) ?? null),
      subtotal: sale.subtotal,
      discount: sale.discount,
      cart_discount_reason: sale.cartDiscountReason,
      tax: sale.tax,
      total: sale.total,
      change: tenders.reduce((sum, tender) => sum + tender.change, 0),
      failure: sale.failure,
      createdAt: sale.createdAt.toISOString(),
      completedAt: sale.completedAt?.toISOString() ?? null,
      lines: lines.map((line) => ({
        item_id: line.itemId,
        description: line.description,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        member_priced: line.memberPriced,
        discount: line.discount,
        discount_reason: line.discountReason,
        tax_percent: Number(line.taxPercent),
        tax_inclusive: line.taxInclusive,
        tax: line.tax,
        total: line.total,
      })),
      tenders: tenders.map((tender, index) => ({
        kind: tender.kind,
        amount: tender.amount,
        tendered: tender.tendered,
        change: tender.change,
        charge_id: tender.chargeId,
        receipt_url: receipts[index] ?? null,
      })),
    };
  }

  /** Writes the pending sale, its lines, tenders and stock movements; undefined when a concurrent submit won. */
  async function open(member: MemberContext, clientId: string, hash: string, body: SaleBody) {
    const scope = member.scope;
    const ids = body.lines.map((line) => line.item_id);
    const items = new Map((await itemsOf(scope, { itemIds: ids, activeOnly: true })).map((item) => [item.id, item]));
    body.lines.forEach((line, index) => {
      if (!items.has(line.item_id)) throw fieldError(`lines.${index}.item_id`, SALE_MESSAGES.itemUnavailable);
    });
    const customer: Customer | null = body.member_id === null ? null : await customerOf(scope, body.member_id);
    const cart = body.lines.map((line) => {
      const item = items.get(line.item_id)!;
      return {
        price: item.price,
        memberPrice: item.member_price,
        quantity: line.quantity,
        discount: line.discount,
        tax:
          item.tax_id === null
            ? null
            : { id: item.tax_id, percentage: item.tax_percent, inclusive: item.tax_inclusive },
      };
    });
    const priced = priceCart(cart, body.cart_discount, customer !== null);
    const currency = member.business.currencyCode;
    if ('kind' in priced) {
      if (priced.kind === 'lineDiscount')
        throw fieldError(
          `lines.${priced.index}.discount`,
          SALE_MESSAGES.lineDiscountTooLarge(formatMoney(priced.max, currency)),
        );
      throw fieldError('cart_discount', SALE_MESSAGES.cartDiscountTooLarge(formatMoney(priced.max, currency)));
    }
    const tendered = body.tenders.reduce((sum, tender) => sum + tender.amount, 0);
    if (tendered !== priced.total)
      throw fieldError('tenders', SALE_MESSAGES.tendersMismatch(formatMoney(priced.total, currency)));
    try {
      return await shopWrite(() =>
        db.transaction(async (tx) => {
          const inner = scope.within(tx);
          const sale = await insertSale(inner, {
            clientId,
            requestHash: hash,
            status: 'pending',
            locationId: body.location_id,
            memberUserId: customer?.member.userId ?? null,
            subtotal: priced.subtotal,
            discount: priced.discount,
            cartDiscount: body.cart_discount,
            cartDiscountReason: body.cart_discount_reason,
            tax: priced.tax,
            total: priced.total,
            createdBy: member.user.id,
            createdAt: now(),
          });
          if (!sale) return undefined;
          await insertSaleLines(
            inner,
            priced.lines.map((line, index) => {
              const item = items.get(body.lines[index]!.item_id)!;
              return {
                saleId: sale.id,
                itemId: item.id,
                description: [item.model_name, item.color, item.size].filter(Boolean).join(' · ').slice(0, 200),
                quantity: line.quantity,
                unitPrice: line.unitPrice,
                memberPriced: line.memberPriced,
                discount: line.discount,
                discountReason: body.lines[index]!.discount_reason,
                taxPercent: String(line.taxPercent),
                taxInclusive: line.taxInclusive,
                tax: line.tax,
                total: line.total,
              };
            }),
          );
          await insertTenders(
            inner,
            body.tenders.map((tender, position) => {
              const handed = tender.kind === 'cash' ? (tender.tendered ?? tender.amount) : tender.amount;
              return {
                saleId: sale.id,
                position,
                kind: tender.kind,
                amount: tender.amount,
                tendered: handed,
                change: handed - tender.amount,
              };
            }),
          );
          // One movement per line, so the line whose stock ran out is the one named.
          for (const [index, line] of body.lines.entries()) {
            if (!items.get(line.item_id)!.track_stock) continue;
            try {
              await shopWrite(() =>
                insertMovements(inner, [
                  {
                    itemId: line.item_id,
                    locationId: body.location_id,
                    kind: 'sale',
                    quantity: -line.quantity,
                    saleId: sale.id,
                    createdBy: member.user.id,
                  },
                ]),
              );
            } catch (error) {
              if (error instanceof AppError && error.message === SHOP_MESSAGES.belowZero) throw new OutOfStock(index);
              throw error;
            }
          }
          return sale;
        }),
      );
    } catch (error) {
      if (!(error instanceof OutOfStock)) throw error;
      const line = body.lines[error.index]!;
      const item = items.get(line.item_id)!;
      const [stock] = await onHandOf(scope, [{ itemId: line.item_id, locationId: body.location_id }]);
      const name = [item.model_name, item.color, item.size].filter(Boolean).join(' ');
      throw conflict(`lines.${error.index}.quantity`, SHOP_MESSAGES.outOfStock(name, Math.max(0, stock?.on_hand ?? 0)));
    }
  }

  /** One tender's charge, under the sale's own key for it, so a retry finds it instead of charging again. */
  function chargeTender(
    member: MemberContext,
    sale: SaleRow,
    tender: TenderRow,
    body: SaleBody,
  ): Promise<ChargeDetail> {
    const key = `shop-sale-${sale.id}-${tender.position}`;
    const description = `Pro shop sale #${sale.id}`;
    const order = { key, amount: tender.amount, memberUserId: sale.memberUserId, description };
    if (tender.kind === 'cash' || tender.kind === 'check')
      return chargeOrder(
        charging,
        member,
        { method: 'cash', type: tender.kind === 'cash' ? 'cash' : 'check-input', save_card: false },
        order,
      );
    if (tender.kind === 'account') return charging.charge(member, { ...order, source: { method: 'invoice' } });
    const card = body.tenders[tender.position];
    if (card?.kind !== 'card') throw new Error('a card tender without its card');
    // The card holder's name a walk-in customer gives (orders otherwise go by the member's name).
    return charging.charge(member, {
      ...order,
      name: card.name,
      source: {
        method: 'card',
        token: card.token,
        savedMethodId: card.payment_method_id,
        saveCard: card.save_card,
      },
    });
  }

  /** Gives back what was taken and voids the sale with its stock returned, once. */
  async function fail(member: MemberContext, sale: SaleRow, taken: TenderRow[], failure: string): Promise<void> {
    for (const tender of taken)
      if (tender.kind !== 'account' || tender.chargeId !== null)
        await charging.refund(member.scope, {
          chargeId: tender.chargeId!,
          amount: null,
          by: member,
          key: refundKey(`shop-sale-${sale.id}-${tender.position}-back`, 'shop-sale-void', {
            chargeId: tender.chargeId,
          }),
        });
    await db.transaction(async (tx) => {
      const scope = member.scope.within(tx);
      if (!(await endSale(scope, sale.id, { status: 'voided', failure: failure.slice(0, 300) }))) return;
      const sold = await movementsOfSale(scope, sale.id);
      await insertMovements(
        scope,
        sold.map((movement) => ({
          itemId: movement.itemId,
          locationId: movement.locationId,
          kind: 'void' as const,
          quantity: -movement.quantity,
          saleId: sale.id,
          note: 'sale not completed',
          createdBy: member.user.id,
        })),
      );
    });
  }

  /** Charges the sale's tenders (each once, whatever the retries) and completes it. */
  async function drive(member: MemberContext, sale: SaleRow, body: SaleBody): Promise<ShopSale> {
    const scope = member.scope;
    if (sale.status === 'voided') throw new AppError(409, `${SALE_MESSAGES.voided} ${sale.failure}`.trim());
    if (sale.status === 'completed') return view(scope, sale);
    const tenders = (await tendersOf(scope, sale.id)).sort(
      (a, b) => TENDER_ORDER[a.kind] - TENDER_ORDER[b.kind] || a.position - b.position,
    );
    const taken: TenderRow[] = [];
    for (const tender of tenders) {
      let detail: ChargeDetail;
      try {
        detail = await chargeTender(member, sale, tender, body);
      } catch (error) {
        await fail(member, sale, taken, error instanceof Error ? error.message : 'The payment failed.');
        throw error;
      }
      await setTenderCharge(scope, sale.id, tender.position, detail.id);
      if (detail.status === 'failed') {
        await fail(member, sale, taken, detail.failure_message ?? 'The card was declined.');
        throw new AppError(402, detail.failure_message ?? 'The card was declined.', { charge: detail });
      }
      if (detail.status === 'processing' || detail.status === 'requires_action')
        throw new AppError(409, SALE_MESSAGES.notCompleted, { charge: detail });
      taken.push({ ...tender, chargeId: detail.id });
    }
    await db.transaction(async (tx) => {
      const inner = scope.within(tx);
      if (!(await endSale(inner, sale.id, { status: 'completed', at: now() }))) return;
      // The tenders were charged without tax (one sale's lines may carry different rates); the sale's tax is
      // moved from revenue to tax_payable here, with the sale's completion.
      if (sale.tax > 0)
        await insertMovement(inner, {
          kind: 'adjustment',
          memo: `Pro shop sale #${sale.id}: tax`,
          entries: [
            { account: 'revenue', amount: sale.tax, userId: sale.memberUserId },
            { account: 'tax_payable', amount: -sale.tax, userId: sale.memberUserId },
          ],
        });
    });
    return view(scope, (await findSale(scope, sale.id))!);
  }

  return {
    async sell(member: MemberContext, body: SaleBody, key: string | undefined): Promise<ShopSale> {
      if (!key || !CART_ID.test(key)) throw fieldError('Idempotency-Key', SALE_MESSAGES.keyRequired);
      const hash = hashOf(body);
      const seen = await findSaleByClientId(member.scope, key);
      const sale = seen ?? (await open(member, key, hash, body)) ?? (await findSaleByClientId(member.scope, key))!;
      if (sale.requestHash !== hash) throw conflict('Idempotency-Key', SALE_MESSAGES.keyReused);
      return drive(member, sale, body);
    },

    async get(member: MemberContext, id: number): Promise<ShopSale> {
      const sale = await findSale(member.scope, id);
      if (!sale) throw new AppError(404, SALE_MESSAGES.notFound);
      return view(member.scope, sale);
    },

    async list(member: MemberContext, locationId: number | undefined): Promise<ShopSale[]> {
      const sales = await recentSales(member.scope, locationId);
      return Promise.all(sales.map((sale) => view(member.scope, sale)));
    },
  };
}
export type SalesService = ReturnType<typeof createSalesService>;
