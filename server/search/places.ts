/**
 * Places in the top bar's search: states, LGAs and wards whose name, or a word
 * of it, starts with the text. Names are compared folded: case, accents, quotes and separators
 * ignored, and Hausa's hooked letters read as their plain ones (ɓ b, ɗ d, ƙ k, ƴ y), so "Ƙofar
 * Mazugal" finds INEC's "KOFAR MAZUGAL" and "Sabon Gari" finds "SABONGARI". States and LGAs (with
 * their other spellings) come from the domain; wards from the stored ward list.
 */
import { sql, type Kysely } from 'kysely';
import { LGAS, LGA_ALIASES, STATES, STATE_ALIASES } from '../../src/domain/locations';
import type { Database } from '../db/schema';
import type { PlaceResult } from '../../src/domain/api/search';

export const PLACES_PER_KIND = 5;
const HOOKED: Readonly<Record<string, string>> = { ɓ: 'b', ɗ: 'd', ƙ: 'k', ƴ: 'y', Ɓ: 'b', Ɗ: 'd', Ƙ: 'k', Ƴ: 'y' };
/** Words people put around a place's name: "Jihar Kano", "Kano State", "Dala LGA", "Karamar Hukumar Dala". */
const DECORATIONS = /^(jihar|karamar hukumar) |( state| lga| local government( area)?)$/g;

/** Lower-case words of plain letters and digits, one space between them. */
export function foldPlaceName(name: string): string {
  return name
    .replace(/[ɓɗƙƴƁƊƘƳ]/g, (letter) => HOOKED[letter])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['"`\u2018\u2019\u02BC]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface Folded {
  spaced: string;
  compact: string;
}

function foldQuery(q: string): Folded {
  const spaced = foldPlaceName(q).replace(DECORATIONS, '').trim();
  return { spaced, compact: spaced.replace(/ /g, '') };
}

/** 0: the name equals the text; 1: it starts with it; 2: a later word does; null: no match. */
function rankOf(name: string, text: Folded): number | null {
  const spaced = foldPlaceName(name);
  const compact = spaced.replace(/ /g, '');
  if (compact === text.compact) return 0;
  if (compact.startsWith(text.compact)) return 1;
  return ` ${spaced}`.includes(` ${text.spaced}`) ? 2 : null;
}

/** The best rank among a place's spellings. */
function bestRank(names: readonly string[], text: Folded): number | null {
  const ranks = names.map((name) => rankOf(name, text)).filter((rank): rank is number => rank !== null);
  return ranks.length > 0 ? Math.min(...ranks) : null;
}

function best<T extends { name: string }>(found: { place: T; rank: number }[]): { place: T; rank: number }[] {
  return found.sort((a, b) => a.rank - b.rank || a.place.name.localeCompare(b.place.name)).slice(0, PLACES_PER_KIND);
}

function states(text: Folded): PlaceResult[] {
  const found = STATES.flatMap((state) => {
    const rank = bestRank([state.name, state.slug, ...(STATE_ALIASES[state.slug] ?? [])], text);
    return rank === null ? [] : [{ place: state, rank }];
  });
  return best(found).map(({ place, rank }) => ({ kind: 'state', name: place.name, state: place.slug, lga: null, ward: null, exact: rank === 0 }));
}

function lgas(text: Folded): PlaceResult[] {
  const found = LGAS.flatMap((lga) => {
    const rank = bestRank([lga.name, ...(LGA_ALIASES[lga.state]?.[lga.slug] ?? [])], text);
    return rank === null ? [] : [{ place: lga, rank }];
  });
  return best(found).map(({ place, rank }) => ({ kind: 'lga', name: place.name, state: place.state, lga: place.slug, ward: null, exact: rank === 0 }));
}

/** The ward name folded as foldPlaceName does (the stored names are plain INEC spellings, or an admin's). */
const foldedWard = sql<string>`trim(regexp_replace(lower(translate(name, 'ɓɗƙƴƁƊƘƳ''’', 'bdkybdky')), '[^a-z0-9]+', ' ', 'g'))`;

async function wards(db: Kysely<Database>, text: Folded): Promise<PlaceResult[]> {
  // Only letters, digits and single spaces reach the patterns: nothing to escape.
  const compact = sql<string>`replace(${foldedWard}, ' ', '')`;
  const rank = sql<number>`case when ${compact} = ${text.compact} then 0 when ${compact} like ${`${text.compact}%`} then 1 else 2 end`;
  const rows = await db
    .selectFrom(
      db
        .selectFrom('wards')
        .select(['state', 'lga', 'slug', 'name', 'id'])
        .select([foldedWard.as('folded'), rank.as('rank')])
        .as('w'),
    )
    .select(['state', 'lga', 'slug', 'name', 'rank'])
    .where((eb) => eb.or([eb('rank', '<', 2), eb(sql<string>`' ' || folded`, 'like', `% ${text.spaced}%`)]))
    .orderBy('rank')
    .orderBy('name')
    .orderBy('id')
    .limit(PLACES_PER_KIND)
    .execute();
  return rows.map((row) => ({ kind: 'ward', name: row.name, state: row.state, lga: row.lga, ward: row.slug, exact: Number(row.rank) === 0 }));
}

/** Places matching `q`, states first, then LGAs, then wards, the best few of each. */
export async function searchPlaces(db: Kysely<Database>, q: string): Promise<PlaceResult[]> {
  const text = foldQuery(q);
  if (text.compact.length < 2) return [];
  return [...states(text), ...lgas(text), ...(await wards(db, text))];
}
