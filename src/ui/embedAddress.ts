/** What an embed address says: /embed/<chart-id>?zone=&state=&lang= (the charts page writes it, the embed page reads it). */
import { DEFAULT_LOCALE, isAppLocale, type AppLocale } from '../domain/locales';
import { STATES } from '../domain/locations/states';
import { ZONES } from '../domain/locations/zones';
import { EMBED_BASE } from '../domain/publicEmbed';

export interface EmbedAddress {
  chartId: string;
  zone: string;
  state: string;
  lang: AppLocale;
}

/** Unknown zones and states are left out (the whole country), as on the charts page; the language defaults to English. */
export function readEmbedAddress(pathname: string, search: string): EmbedAddress {
  const rest = pathname.startsWith(EMBED_BASE) ? pathname.slice(EMBED_BASE.length) : '';
  const chartId = decodeURIComponent(rest.split('/')[0] ?? '');
  const params = new URLSearchParams(search);
  const zone = params.get('zone') ?? '';
  const state = params.get('state') ?? '';
  const lang = params.get('lang');
  return {
    chartId,
    zone: ZONES.some((z) => z.slug === zone) ? zone : '',
    state: STATES.some((s) => s.slug === state) ? state : '',
    lang: isAppLocale(lang) ? lang : DEFAULT_LOCALE,
  };
}

/** The query string of an area (and a language), empty parts left out: "?zone=north-west&lang=ha". */
export function areaQuery(area: { zone?: string; state?: string; lang?: string }): string {
  const params = new URLSearchParams();
  for (const key of ['zone', 'state', 'lang'] as const) {
    const value = area[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
