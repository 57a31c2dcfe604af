/**
 * Choices for a ward select: the reference wards of the chosen state and LGA, plus the record's
 * own ward when it is not among them (kept, so the record still shows it, and flagged).
 */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Ward } from '../../domain/locations';
import { slugOrNull, wardLabel } from './form/placeNames';
import { useWards } from './useWards';

export interface WardChoice {
  id: string;
  name: string;
}

/** True once the wards are loaded and `ward` is set but not one of them. */
export function isOutsideList(ward: unknown, wards: readonly Ward[], loaded: boolean): boolean {
  const slug = slugOrNull(ward);
  return loaded && slug !== null && !wards.some((w) => w.slug === slug);
}

export function useWardChoices(state: unknown, lga: unknown, current: unknown) {
  const translate = useTranslate();
  const { wards, loading, error } = useWards(slugOrNull(state), slugOrNull(lga));
  const chosen = slugOrNull(state) !== null && slugOrNull(lga) !== null;
  const outside = isOutsideList(current, wards, chosen && !loading && !error);
  const choices = useMemo(() => {
    const list: WardChoice[] = wards.map((w) => ({ id: w.slug, name: w.name }));
    const slug = slugOrNull(current);
    if (outside && slug) list.push({ id: slug, name: translate('wards.withFlag', { name: wardLabel(slug, []) }) });
    return list;
  }, [wards, current, outside, translate]);
  return { choices, wards, loading, error, chosen, outside };
}

/** A record's ward as text: its reference name, or its slug in words flagged "not in the reference list". */
export function useWardName(state: unknown, lga: unknown, ward: unknown): { name: string; outside: boolean } {
  const translate = useTranslate();
  const slug = slugOrNull(ward);
  const { wards, loading, error } = useWards(slug ? slugOrNull(state) : null, slug ? slugOrNull(lga) : null);
  const name = wardLabel(ward, wards);
  const outside = isOutsideList(ward, wards, slugOrNull(state) !== null && slugOrNull(lga) !== null && !loading && !error);
  return { name: outside ? translate('wards.withFlag', { name }) : name, outside };
}
