/** The public site's navigation (spec 1 section 2, header and footer). */
export const PRODUCT_LINKS = [
  { label: 'Racquet Sports', to: '/racquets' },
  { label: 'Golf', to: '/golf' },
] as const;

export const NAV_LINKS = [
  { label: 'About', to: '/club_management_software' },
  { label: 'Pricing', to: '/pricing-and-features' },
  { label: 'Why Fairplay', to: '/why-fairplay' },
] as const;

/** Pages that sell the product carry the Private Demo button in the header. */
const MARKETING_PATHS = new Set([
  '/club_management_software',
  '/pricing-and-features',
  '/why-fairplay',
  '/membership_advantage',
  '/fitness_yoga_swim_cycle_gym',
  '/golf',
  '/racquets',
  '/social_engage',
  '/newsfeed',
  '/engage',
  '/find_tennis_players',
  '/mobile_app_market',
  '/thank-you',
]);

export function isMarketingPath(pathname: string): boolean {
  return MARKETING_PATHS.has(pathname.replace(/\/$/, '')) || pathname.startsWith('/code/');
}

/** Pages whose footer adds the longer list of links. */
export function hasExtraFooterLinks(pathname: string): boolean {
  return (
    pathname === '/pricing-and-features' || pathname === '/club_management_software' || pathname.startsWith('/code/')
  );
}
