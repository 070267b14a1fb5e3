interface Orderable {
  id: number;
  order_index: number;
}

/**
 * Moves the item at `from` to `to` and returns the {id, order} list the API takes. The moved rows reuse the
 * order_index slots they already held, so groups hidden by the header's selection keep their places; when the
 * slots are not distinct the list is simply numbered from 0.
 */
export function moveTo(items: readonly Orderable[], from: number, to: number): { id: number; order: number }[] {
  const next = [...items];
  if (from >= 0 && from < items.length && to >= 0 && to < items.length) {
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
  }
  const slots = items.map((item) => item.order_index).sort((a, b) => a - b);
  const distinct = new Set(slots).size === slots.length;
  return next.map((item, index) => ({ id: item.id, order: distinct ? slots[index]! : index }));
}
