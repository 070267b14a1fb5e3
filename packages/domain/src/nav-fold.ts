/**
 * How many of the bar's links fit in `available` pixels, in order, leaving room for the "More" button when any
 * do not: the rest fold into More. Widths are each link's own width; `gap` is the space between two items.
 */
export function fittingLinkCount(widths: readonly number[], available: number, moreWidth: number, gap: number): number {
  const total = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    const next = used + gap + width;
    if (next > available) break;
    used = next;
    count += 1;
  }
  return count;
}
