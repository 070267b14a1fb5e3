const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A count as people read it, "12,500": the same grouping in every browser, as money is (formatCents). Numbers go
 * through here rather than toLocaleString, which lint keeps out of the apps so no date slips through it (issue 24).
 */
export function formatCount(count: number): string {
  return COUNT.format(count);
}
