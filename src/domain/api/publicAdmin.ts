/**
 * The back office's side of the public site (docs/api-public.md): programmes and reference
 * figures, read with read_reports or manage_reports, changed with manage_reports.
 */
import { z } from 'zod';
import { idFromText, lineText } from '../inputRules';
import { PROGRAMME_STATUSES, REFERENCE_CATEGORIES, REFERENCE_SCOPES, REFERENCE_UNITS } from '../publicData';
import { anyReferenceValue } from '../referenceValues';
import { booleanFilter, idsFilter } from './common';
import { adminProgrammeSchema, referenceFigureSchema } from './public';

export const adminIdParamsSchema = z.object({ id: idFromText() });

/** The `filter` of the programme list (a JSON query parameter of the list dialect). */
export const programmeFilterSchema = z.strictObject({
  q: lineText().max(200).optional(),
  status: z.enum(PROGRAMME_STATUSES).optional(),
  published: booleanFilter.optional(),
  state: lineText().max(40).optional(),
  id: idsFilter.optional(),
});

export const adminProgrammesAnswerSchema = z.array(adminProgrammeSchema);
/** One programme; a change adds its message, a creation also the new id. */
export const adminProgrammeAnswerSchema = z.object({ data: adminProgrammeSchema, message: z.string().optional(), id: z.number().int().optional() });
export type AdminProgrammeAnswer = z.infer<typeof adminProgrammeAnswerSchema>;

/** The `filter` of the reference figure list. */
export const referenceFilterSchema = z.strictObject({
  q: lineText().max(200).optional(),
  category: z.enum(REFERENCE_CATEGORIES).optional(),
  indicator: lineText().max(60).optional(),
  scope: z.enum(REFERENCE_SCOPES).optional(),
  area: lineText().max(40).optional(),
  id: idsFilter.optional(),
});

const text = (max: number) => lineText().min(1, 'Required').max(max, `At most ${max} characters`);
const optionalNumber = anyReferenceValue.nullable();

/** Key, indicator, category, scope and area identify a figure and stay; its value and provenance change. */
export const referenceUpdateSchema = z.strictObject({
  id: idFromText().optional(),
  title: text(200).optional(),
  value: anyReferenceValue.optional(),
  valueMale: optionalNumber.optional(),
  valueFemale: optionalNumber.optional(),
  unit: z.enum(REFERENCE_UNITS).optional(),
  year: text(40).optional(),
  ageGroup: lineText()
    .max(40)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  definition: text(2000).optional(),
  source: text(500).optional(),
  verification: text(2000).optional(),
});
export type ReferenceUpdate = z.output<typeof referenceUpdateSchema>;

export const referenceFiguresAdminAnswerSchema = z.array(referenceFigureSchema);
export const referenceFigureAdminAnswerSchema = z.object({ data: referenceFigureSchema });
export const referenceFigureSavedAnswerSchema = z.object({ data: referenceFigureSchema, message: z.string() });
