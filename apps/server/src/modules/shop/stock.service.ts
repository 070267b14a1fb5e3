import { SHOP_MESSAGES, type stockMovementBody, type ShopMovement } from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import type { z } from 'zod';
import { AppError, fieldError } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { findItem } from './models.repository.js';
import { itemsOf } from './models.service.js';
import { shopWrite } from './refusals.js';
import {
  insertMovements,
  listMovements,
  lockedOnHand,
  onHandOf,
  type MovementInsert,
  type MovementRow,
} from './stock.repository.js';

export function movementOf(row: MovementRow): ShopMovement {
  return {
    id: row.id,
    item_id: row.itemId,
    location_id: row.locationId,
    kind: row.kind,
    quantity: row.quantity,
    sale_id: row.saleId,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stock in the back office (issue 28 point 3): receipts, counts, damage and transfers, each a logged movement. */
export function createStockService(db: Database) {
  return {
    async move(member: MemberContext, body: z.output<typeof stockMovementBody>) {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const item = await findItem(scope, body.item_id);
        if (!item) throw fieldError('item_id', SHOP_MESSAGES.notFound);
        const [view] = await itemsOf(scope, { itemIds: [item.id] });
        if (!view!.track_stock) throw fieldError('item_id', SHOP_MESSAGES.notStocked);
        const base = { itemId: item.id, locationId: body.location_id, note: body.note, createdBy: member.user.id };
        let rows: MovementInsert[];
        if (body.kind === 'receipt') rows = [{ ...base, kind: 'receipt', quantity: body.quantity }];
        else if (body.kind === 'damage') rows = [{ ...base, kind: 'damage', quantity: -body.quantity }];
        else if (body.kind === 'transfer') {
          if (body.to_location_id === body.location_id) throw fieldError('to_location_id', SHOP_MESSAGES.sameLocation);
          rows = [
            { ...base, kind: 'transfer_out', quantity: -body.quantity },
            { ...base, locationId: body.to_location_id, kind: 'transfer_in', quantity: body.quantity },
          ];
        } else {
          // A count: the movement is the difference from on hand, read under its row lock so a sale at the same
          // moment is counted either before or after, never lost.
          const onHand = await lockedOnHand(scope, item.id, body.location_id);
          const difference = body.counted - onHand;
          rows = difference === 0 ? [] : [{ ...base, kind: 'count', quantity: difference }];
        }
        let written: MovementRow[];
        try {
          written = await shopWrite(() => insertMovements(scope, rows));
        } catch (error) {
          if (error instanceof AppError && error.message === SHOP_MESSAGES.belowZero)
            throw fieldError(body.kind === 'count' ? 'counted' : 'quantity', SHOP_MESSAGES.belowZero);
          throw error;
        }
        const places =
          body.kind === 'transfer'
            ? [body.location_id, body.to_location_id].map((locationId) => ({ itemId: item.id, locationId }))
            : [{ itemId: item.id, locationId: body.location_id }];
        return { movements: written.map(movementOf), stock: await onHandOf(scope, places) };
      });
    },

    async list(member: MemberContext, query: { item_id?: number | undefined; location_id?: number | undefined }) {
      return (await listMovements(member.scope, { itemId: query.item_id, locationId: query.location_id })).map(
        movementOf,
      );
    },
  };
}
export type StockService = ReturnType<typeof createStockService>;
