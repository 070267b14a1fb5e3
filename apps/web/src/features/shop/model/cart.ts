import type { ShopItem } from '@fairplay/contracts';
import { priceCart, type PricedCart } from '@fairplay/domain';

/**
 * The register's cart (issue 28 point 5): kept in browser storage (spec 3: cart contents persist), so a reload
 * keeps it, with the id the register made when the cart was started. The id is the sale's Idempotency-Key: a
 * submit retried after a lost answer sells once. A new cart gets a new id.
 */
export interface CartLine {
  item: ShopItem;
  quantity: number;
  discount: number;
  reason: string;
}

export interface Cart {
  id: string;
  lines: CartLine[];
  cartDiscount: number;
  cartReason: string;
}

export const CART_STORAGE_KEY = 'fairplay.shop.cart';

export function emptyCart(id: string): Cart {
  return { id, lines: [], cartDiscount: 0, cartReason: '' };
}

/** Adds one of an item (a scan or a pick): a second scan of the same item adds to its line. */
export function addItem(cart: Cart, item: ShopItem): Cart {
  const found = cart.lines.find((line) => line.item.id === item.id);
  if (found)
    return {
      ...cart,
      lines: cart.lines.map((line) => (line.item.id === item.id ? { ...line, quantity: line.quantity + 1 } : line)),
    };
  return { ...cart, lines: [...cart.lines, { item, quantity: 1, discount: 0, reason: '' }] };
}

export function setLine(cart: Cart, itemId: number, change: Partial<Omit<CartLine, 'item'>>): Cart {
  return {
    ...cart,
    lines: cart.lines
      .map((line) => (line.item.id === itemId ? { ...line, ...change } : line))
      .filter((line) => line.quantity > 0),
  };
}

/** The cart priced as the server will price it (the domain's priceCart), or null while a discount is too large. */
export function priced(cart: Cart, forMember: boolean): PricedCart | null {
  const result = priceCart(
    cart.lines.map((line) => ({
      price: line.item.price,
      memberPrice: line.item.member_price,
      quantity: line.quantity,
      discount: line.discount,
      tax:
        line.item.tax_percent > 0
          ? { id: 0, percentage: line.item.tax_percent, inclusive: line.item.tax_inclusive }
          : null,
    })),
    cart.cartDiscount,
    forMember,
  );
  return 'kind' in result ? null : result;
}

export function loadCart(storage: Pick<Storage, 'getItem'>, makeId: () => string): Cart {
  try {
    const saved = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? 'null') as Cart | null;
    if (saved && typeof saved.id === 'string' && Array.isArray(saved.lines)) return saved;
  } catch {
    // A damaged entry starts a new cart.
  }
  return emptyCart(makeId());
}

export function saveCart(storage: Pick<Storage, 'setItem'>, cart: Cart): void {
  storage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
}
