/** The product's name, as the public top bar, the footer, the standalone pages and the admin title show it. */
export const SITE_NAME = 'Education Data Platform';
