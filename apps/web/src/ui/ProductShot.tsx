import { Text } from '@mantine/core';
import type { CSSProperties } from 'react';

/**
 * Screenshots of Fairplay itself, made from the real app with the demo club by `npm run screenshots`
 * (scripts/screenshots.mjs) and kept in public/assets/screens. Sizes are the files' own, so the page keeps its
 * layout while they load.
 */
export const PRODUCT_SHOTS = {
  courtSheet: {
    src: '/assets/screens/court-sheet-desktop.webp',
    width: 960,
    height: 600,
    alt: "Fairplay's court sheet: a day of bookings across the club's tennis, clay and pickleball courts, each block naming its players and time",
    phone: { src: '/assets/screens/court-sheet-phone.webp', width: 375, height: 740 },
  },
  courtSheetPhone: {
    src: '/assets/screens/court-sheet-phone.webp',
    width: 375,
    height: 740,
    alt: "Fairplay's court sheet on a phone: the courts side by side with the time column fixed",
  },
  memberHome: {
    src: '/assets/screens/member-home-desktop.webp',
    width: 960,
    height: 600,
    alt: "A member's home in Fairplay: upcoming bookings with cancel buttons, a QR check-in code and a Book a court button",
  },
  memberHomePhone: {
    src: '/assets/screens/member-home-phone.webp',
    width: 375,
    height: 740,
    alt: "A member's home on a phone: their next bookings at the club, with the time, court and players",
  },
  checkinDesk: {
    src: '/assets/screens/checkin-desk-desktop.webp',
    width: 960,
    height: 600,
    alt: "Fairplay's front-desk check-in: a field for a scanned code or a name, and today's check-ins with the booking each belongs to",
  },
} as const;

type ShotKey = keyof typeof PRODUCT_SHOTS;

interface ProductShotProps {
  shot: ShotKey;
  caption?: string;
  /** Below the fold (the default): the browser fetches it only as it scrolls near. */
  lazy?: boolean;
  maw?: number;
}

const FRAME: CSSProperties = {
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: 8,
  border: '1px solid var(--mantine-color-gray-3)',
  boxShadow: '0 8px 24px rgba(16, 24, 40, 0.12)',
  background: 'var(--mantine-color-white)',
};

/** One screenshot, framed, at most its own width; a desktop shot turns into its phone version on narrow screens. */
export function ProductShot({ shot, caption, lazy = true, maw }: ProductShotProps) {
  const image = PRODUCT_SHOTS[shot];
  const phone = 'phone' in image ? image.phone : null;
  return (
    <figure style={{ margin: '0 auto', maxWidth: maw ?? image.width, width: '100%' }}>
      <picture>
        {phone ? (
          <source media="(max-width: 36em)" srcSet={phone.src} width={phone.width} height={phone.height} />
        ) : null}
        <img
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          style={FRAME}
        />
      </picture>
      {caption ? (
        <Text component="figcaption" size="sm" c="dimmed" ta="center" mt="xs">
          {caption}
        </Text>
      ) : null}
    </figure>
  );
}
