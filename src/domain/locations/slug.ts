/** Slugs and comparison keys for place names. */

const QUOTES = /['"`\u2018\u2019\u201A\u201B\u201C\u201D\u201E\u00B4]/g;

/**
 * Lowercase, hyphen-separated slug: accents dropped, quotes and apostrophes removed, `/` and any
 * other run of non-alphanumerics turned into one hyphen ("Jama'are" → `jamaare`, "Itas/Gadau" →
 * `itas-gadau`, `IGBERE 'A'` → `igbere-a`).
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(QUOTES, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Key for lenient matching: the slug without any separators ("Obi Ngwa" ≡ "OBINGWA"). */
export function matchKey(nameOrSlug: string): string {
  return slugify(nameOrSlug).replace(/-/g, '');
}
