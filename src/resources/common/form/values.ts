/** Between a fetched record and a form: defaults for every field, and bodies of only the form's fields. */
import type { FormValues } from '../zodResolver';

/** Every key of `keys` from the record (null when absent); date fields cut to yyyy-MM-dd. */
export function recordDefaults(record: Record<string, unknown> | undefined, keys: readonly string[], dateKeys: readonly string[] = []): FormValues {
  const values: FormValues = {};
  for (const key of keys) {
    const value = record?.[key];
    values[key] = value === undefined ? null : value;
    if (dateKeys.includes(key) && typeof value === 'string') values[key] = value.slice(0, 10);
  }
  return values;
}

/** Only the listed fields of the (parsed) form values, so system fields never reach the API. */
export function pickFields(values: FormValues, keys: readonly string[]): FormValues {
  const body: FormValues = {};
  for (const key of keys) if (key in values) body[key] = values[key] === undefined ? null : values[key];
  return body;
}
