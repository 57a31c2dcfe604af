/**
 * From what the inputs hold (texts as typed, yes/no as booleans, checkbox groups as lists) to the
 * values of the domain schema, and the check of one step: the schema's own rules on the step's
 * fields, then the required ones.
 */
import { z } from 'zod';
import type { DeviceTable } from '../../domain/protocol';
import { slug } from '../../domain/records/fields';
import { fieldInfo, SHAPE_OF_TABLE, type FieldInfo } from './fieldKinds';
import { FORM_STEPS, REQUIRED_FIELDS, type StepSpec } from './formSteps';
import { isShown } from './shownWhen';

export type Values = Record<string, unknown>;
export type Links = Record<string, string>;

/** An error per input: a field name, or `links.<key>` for a parent choice. */
export type StepErrors = Record<string, string>;

/** The English message of the schema, or `required` for a required value left out. */
export interface FieldError {
  message: string;
  required?: boolean;
}

export const linkInputName = (key: string) => `links.${key}`;

/** The schema value of an input's content; undefined for an empty input. */
export function schemaValue(info: FieldInfo, raw: unknown): unknown {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (info.kind === 'number') return typeof raw === 'number' ? raw : Number(raw);
  if (info.kind === 'choices') return Array.isArray(raw) && raw.length > 0 ? raw : undefined;
  if (info.kind === 'textList') {
    const lines = String(raw)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    return lines.length > 0 ? lines : undefined;
  }
  return raw;
}

function schemaOf(table: DeviceTable, field: string): z.ZodType {
  return (SHAPE_OF_TABLE[table][field] as z.ZodType | undefined) ?? slug();
}

/** The fields of `step` asked with the answers so far. */
export function shownFields(table: DeviceTable, step: StepSpec, values: Values): string[] {
  return step.fields.filter((field) => isShown(table, field, values));
}

/** Errors of one step: the schema's message first, then a required value left out. */
export function checkStep(table: DeviceTable, step: StepSpec, values: Values, links: Links): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const required: readonly string[] = REQUIRED_FIELDS[table];
  for (const field of shownFields(table, step, values)) {
    const value = schemaValue(fieldInfo(table, field), values[field]);
    if (value === undefined) {
      if (required.includes(field)) errors[field] = { message: 'Required', required: true };
      continue;
    }
    const result = schemaOf(table, field).safeParse(value);
    if (!result.success) errors[field] = { message: result.error.issues[0]?.message ?? 'Invalid value' };
  }
  for (const link of step.links ?? []) {
    if (link.required && !links[link.key]) errors[linkInputName(link.key)] = { message: 'Required', required: true };
  }
  return errors;
}

/** The record's `data`: every shown, filled field of every step, as its schema names it. */
export function recordData(table: DeviceTable, values: Values): Values {
  const data: Values = {};
  for (const step of FORM_STEPS[table]) {
    for (const field of shownFields(table, step, values)) {
      const value = schemaValue(fieldInfo(table, field), values[field]);
      if (value !== undefined) data[field] = value;
    }
  }
  return data;
}

/** The record's links: the chosen parents of the steps. */
export function recordLinks(table: DeviceTable, links: Links): Links | undefined {
  const chosen: Links = {};
  for (const step of FORM_STEPS[table]) for (const link of step.links ?? []) if (links[link.key]) chosen[link.key] = links[link.key];
  return Object.keys(chosen).length > 0 ? chosen : undefined;
}

/** The first step (index) with an error, with its errors; null when every step passes. */
export function firstInvalidStep(table: DeviceTable, values: Values, links: Links): { step: number; errors: Record<string, FieldError> } | null {
  const steps = FORM_STEPS[table];
  for (let index = 0; index < steps.length; index += 1) {
    const errors = checkStep(table, steps[index], values, links);
    if (Object.keys(errors).length > 0) return { step: index, errors };
  }
  return null;
}
