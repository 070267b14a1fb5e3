import type { CourtSheetEvent } from '@fairplay/contracts';
import { perHourLabel, type TaxRate } from '@fairplay/domain';

export interface RuleBand {
  event: CourtSheetEvent;
  startMinute: number;
  endMinute: number;
}

interface RuleBandsProps {
  bands: readonly RuleBand[];
  currency: string;
  /** Members of the clubs on the hidden-price list do not see the price (spec 2 section 2). */
  showPrice: boolean;
  /** The club's court-time taxes: the price shows its total with them (issue 24). */
  taxes?: readonly TaxRate[];
}

/**
 * A court's availability rules behind its bookings: a tinted band per rule row with its title and its price per
 * hour in money and points. The bands take no clicks: the slots under them stay bookable (rules open from the
 * sheet's rules panel).
 */
export function RuleBands({ bands, currency, showPrice, taxes = [] }: RuleBandsProps) {
  return (
    <>
      {bands.map(({ event, startMinute, endMinute }) => {
        const label = showPrice
          ? perHourLabel(event.price_per_hour, event.point_per_hour, Number(event.book_pay_type), currency, taxes)
          : '';
        const title = `${event.record.note}${label ? ` · ${label}` : ''}`;
        return (
          <div
            key={`${event.id}-${event.group_id}-${event.start}`}
            data-rule-band={event.id}
            title={title}
            style={{
              position: 'absolute',
              top: `calc(var(--fp-ppm) * ${startMinute})`,
              height: `calc(var(--fp-ppm) * ${endMinute - startMinute})`,
              left: 0,
              right: 0,
              zIndex: 0,
              pointerEvents: 'none',
              background: 'rgb(64 192 87 / 10%)',
              borderLeft: '3px solid var(--mantine-color-green-5)',
              overflow: 'hidden',
            }}
          >
            <span
              style={{
                display: 'block',
                fontSize: 10,
                lineHeight: 1.2,
                padding: '1px 3px',
                // Solid behind the text, so it reads (WCAG AA) over whatever the slot shows.
                color: 'var(--mantine-color-dark-7)',
                background: 'var(--mantine-color-white)',
                width: 'fit-content',
                maxWidth: '100%',
                // The title and the price each on a line of their own, wrapping rather than cut to "…": a
                // narrow court column still tells what the time costs.
                overflowWrap: 'anywhere',
              }}
            >
              <span data-rule-title style={{ display: 'block' }}>
                {event.record.note}
              </span>
              {label ? (
                <span data-rule-price style={{ display: 'block' }}>
                  {label}
                </span>
              ) : null}
            </span>
          </div>
        );
      })}
    </>
  );
}
