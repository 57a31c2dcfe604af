/**
 * The answers below the state (docs/api-public.md): the LGAs of a state with the figures of a
 * state's row, and the wards of an LGA with their totals. Every count goes through the one
 * suppression plan of all the public answers.
 */
import { lgaBySlug, lgasOfState, stateBySlug } from '../../src/domain/locations';
import { SUPPRESSION_NOTE, SUPPRESSION_THRESHOLD } from '../../src/domain/publicData';
import { lgaIndicatorsAnswerSchema, wardIndicatorsAnswerSchema, type LgaIndicatorsAnswer, type WardIndicatorsAnswer } from '../../src/domain/api/publicLocal';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { WARD_MEASURES, type PublicFigures } from './figures';
import { lgaPlace, wardPlace } from './localSuppression';

/** The figures of every level, seen through one suppression plan. */
export interface LeveledFigures {
  state: PublicFigures;
  lga: PublicFigures;
  ward: PublicFigures;
  wards: WardNames;
}

/** The shipped wards of each LGA (by `state/lga`), in list order. */
export type WardNames = ReadonlyMap<string, readonly { slug: string; name: string }[]>;

export async function loadWardNames(db: Db): Promise<WardNames> {
  const names = new Map<string, { slug: string; name: string }[]>();
  for (const ward of await db.selectFrom('wards').select(['state', 'lga', 'slug', 'name']).orderBy('id').execute()) {
    const key = lgaPlace(ward.state, ward.lga);
    const list = names.get(key) ?? [];
    list.push({ slug: ward.slug, name: ward.name });
    names.set(key, list);
  }
  return names;
}

const suppression = () => ({ threshold: SUPPRESSION_THRESHOLD, note: SUPPRESSION_NOTE });

function stateArea(slug: string) {
  const state = stateBySlug(slug);
  if (!state) throw notFound('The state');
  return { slug: state.slug, name: state.name };
}

export function lgaAnswer(figures: LeveledFigures, stateSlug: string): LgaIndicatorsAnswer {
  const state = stateArea(stateSlug);
  const data = lgasOfState(state.slug).map((lga) => ({
    id: lgaPlace(state.slug, lga.slug),
    level: 'lga' as const,
    slug: lga.slug,
    name: lga.name,
    state,
    ...figures.lga.area(new Set([lgaPlace(state.slug, lga.slug)])),
  }));
  return lgaIndicatorsAnswerSchema.parse({ level: 'lga', state, data, suppression: suppression(), generatedAt: new Date().toISOString() });
}

export function wardAnswer(figures: LeveledFigures, stateSlug: string, lgaSlug: string): WardIndicatorsAnswer {
  const state = stateArea(stateSlug);
  const found = lgaBySlug(state.slug, lgaSlug);
  if (!found) throw notFound('The LGA');
  const lga = { slug: found.slug, name: found.name };
  const data = (figures.wards.get(lgaPlace(state.slug, lga.slug)) ?? []).map((ward) => {
    const place = new Set([wardPlace(state.slug, lga.slug, ward.slug)]);
    const totals = Object.fromEntries(WARD_MEASURES.map((measure) => [measure, figures.ward.total(measure, place)]));
    return { id: wardPlace(state.slug, lga.slug, ward.slug), level: 'ward' as const, slug: ward.slug, name: ward.name, state, lga, ...totals };
  });
  return wardIndicatorsAnswerSchema.parse({ level: 'ward', state, lga, data, suppression: suppression(), generatedAt: new Date().toISOString() });
}
