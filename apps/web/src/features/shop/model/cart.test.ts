import { describe, expect, it } from 'vitest';
import type { ShopItem } from '@fairplay/contracts';
import { addItem, CART_STORAGE_KEY, emptyCart, loadCart, priced, saveCart, setLine } from './cart';

const item = (id: number, price: number, extra: Partial<ShopItem> = {}): ShopItem => ({
  id,
  model_id: 1,
  model_name: 'Polo',
  brand: null,
  color_id: null,
  color: null,
  color_hex: null,
  size_id: null,
  size: null,
  barcode: `20000000000${id}`,
  price,
  member_price: null,
  cost: 0,
  reorder_point: 0,
  allow_negative: false,
  track_stock: true,
  tax_percent: 0,
  tax_inclusive: false,
  on_hand: 5,
  archived: false,
  ...extra,
});

class MemoryStorage {
  values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
}

describe('the register cart (issue 28 point 5)', () => {
  it('adds a second scan of an item to its line and drops a line set to zero', () => {
    let cart = addItem(emptyCart('cart-1'), item(1, 1000));
    cart = addItem(cart, item(1, 1000));
    cart = addItem(cart, item(2, 500));
    expect(cart.lines.map((line) => [line.item.id, line.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(setLine(cart, 2, { quantity: 0 }).lines).toHaveLength(1);
  });

  it('prices with member prices, discounts and tax as the server does', () => {
    let cart = addItem(emptyCart('cart-1'), item(1, 1000, { member_price: 800, tax_percent: 10 }));
    cart = setLine(cart, 1, { quantity: 2 });
    expect(priced(cart, false)).toMatchObject({ subtotal: 2000, tax: 200, total: 2200 });
    expect(priced(cart, true)).toMatchObject({ subtotal: 1600, tax: 160, total: 1760 });
    expect(priced({ ...cart, cartDiscount: 5000 }, false)).toBeNull();
  });

  it('survives a reload through storage, keeping its id', () => {
    const storage = new MemoryStorage();
    const cart = addItem(emptyCart('cart-abc-123'), item(3, 700));
    saveCart(storage, cart);
    expect(loadCart(storage, () => 'new-id-0000')).toEqual(cart);
    storage.setItem(CART_STORAGE_KEY, '{broken');
    expect(loadCart(storage, () => 'new-id-0000')).toEqual(emptyCart('new-id-0000'));
  });
});
