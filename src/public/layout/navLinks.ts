/** The public site's navigation (spec 01 §2.1) and the footer rule. */
export interface PublicNavLink {
  to: string;
  /** A translation key (src/i18n). */
  labelKey: string;
}

export const PUBLIC_NAV_LINKS: readonly PublicNavLink[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/data-table', labelKey: 'nav.dataTable' },
  { to: '/charts', labelKey: 'nav.charts' },
  { to: '/maps', labelKey: 'nav.maps' },
  { to: '/programmes', labelKey: 'nav.programmes' },
];

/** Footer quick links: every navigation entry but Home. */
export const QUICK_LINKS: readonly PublicNavLink[] = PUBLIC_NAV_LINKS.filter((link) => link.to !== '/');

/** Home is active only on `/`; the others also on their sub-pages (/programmes/12). */
export function isNavLinkActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

const NO_FOOTER = /login|reset-password|forgot-password/;

/** The footer shows on every page except those whose path contains login, reset-password or forgot-password. */
export function showsFooter(pathname: string): boolean {
  return !NO_FOOTER.test(pathname);
}

/** Page content maximum width: Tailwind's 7xl. */
export const CONTENT_MAX_WIDTH = '80rem';
/** The slide-in menu's maximum width (spec 01 §9). */
export const MOBILE_MENU_MAX_WIDTH = 300;
/** The id of the small screens' menu, named by the button that opens it (aria-controls). */
export const MOBILE_MENU_ID = 'public-mobile-menu';
