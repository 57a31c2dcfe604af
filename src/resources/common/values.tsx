/**
 * Record values as people read them, in the chosen language: yes/no, the domain's enumerated
 * values (catalogue `values`, keyed by the stored value, which never changes), place names for
 * location slugs, and times in the language's convention.
 */
import { useCallback } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import * as enums from '../../domain/records/enums';
import { formatDateTime } from '../../i18n/format';
import { lgaLabel, stateLabel, zoneLabel } from './form/placeNames';

/** Every enumerated value of the records: the keys of the `values` catalogue. */
export const ENUM_VALUES: ReadonlySet<string> = new Set<string>(
  Object.values(enums as Record<string, unknown>)
    .filter(Array.isArray)
    .flat(),
);

/** The label of an enumerated value; any other text stays as it is. */
export function useValueText(): (value: string) => string {
  const translate = useTranslate();
  return useCallback((value: string) => (ENUM_VALUES.has(value) ? translate(`values.${value}`, { _: value }) : value), [translate]);
}

/** A timestamp for people ("3 Mar 2026, 14:05" in English); the input as given when it is not a date. */
export function formatRecordTime(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : formatDateTime(date);
}

export type FormatValue = (field: string, value: unknown, record?: Record<string, unknown>) => string;

/** A field's value as read-only text: yes/no, enumerated values and place names in words, lists joined, '' when empty. */
export function useFormatValue(): FormatValue {
  const translate = useTranslate();
  const valueText = useValueText();
  return useCallback<FormatValue>(
    function format(field, value, record = {}): string {
      if (value === null || value === undefined || value === '') return '';
      if (typeof value === 'boolean') return translate(value ? 'records.yes' : 'records.no');
      if (Array.isArray(value)) return value.map((item) => format('', item)).join(', ');
      if (field === 'state') return stateLabel(value);
      if (field === 'lga') return lgaLabel(record.state, value);
      if (field === 'zone') return zoneLabel(value);
      if (field === 'createdAt' || field === 'updatedAt') return formatRecordTime(value);
      if (typeof value === 'object') return JSON.stringify(value);
      return valueText(String(value));
    },
    [translate, valueText],
  );
}

/** A list column's value through useFormatValue (for `<DataTable.Col field={ValueField} />`). */
export function ValueField({ source }: { source: string }) {
  const record = useRecordContext();
  const format = useFormatValue();
  return <>{record ? format(source, record[source], record) : null}</>;
}
