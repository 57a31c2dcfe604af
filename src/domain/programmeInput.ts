/**
 * What admins send to create or edit a programme (docs/api-public.md): the API's schemas and the
 * admin form's, built from the same field rules so both refuse the same values with the same words.
 */
import { z } from 'zod';
import { idFromText, lineText, multilineText } from './inputRules';
import { stateBySlug } from './locations';
import { PROGRAMME_STATUSES } from './publicData';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const END_BEFORE_START = 'The end date cannot be before the start date';

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const dateSchema = z.preprocess(
  emptyToNull,
  z
    .string({ error: 'Use the form yyyy-MM-dd' })
    .regex(ISO_DATE, 'Use the form yyyy-MM-dd')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Not a calendar date')
    .nullable(),
);

const optionalText = (max: number) =>
  z.preprocess(emptyToNull, lineText().max(max, `At most ${max} characters`).nullable().optional()).transform((v) => v ?? null);

const partnerName = lineText().min(1, 'The partner needs a name').max(200, 'At most 200 characters');

export const partnerInputSchema = z.object({
  name: partnerName,
  role: optionalText(200),
  url: z
    .preprocess(
      emptyToNull,
      z
        .url({ protocol: /^https?$/, error: 'Use an http(s) address' })
        .max(500)
        .nullable()
        .optional(),
    )
    .transform((v) => v ?? null),
});

const statesSchema = z
  .array(
    z.string({ error: 'Expected a state slug' }).refine((slug) => stateBySlug(slug) !== undefined, 'Unknown state'),
    { error: 'Expected a list of state slugs' },
  )
  .min(1, 'Choose at least one state')
  .transform((states) => [...new Set(states)]);

const fields = {
  title: lineText().min(3, 'At least 3 characters').max(200, 'At most 200 characters'),
  slug: lineText().max(120, 'At most 120 characters').regex(SLUG, 'Use lower-case letters, digits and hyphens'),
  summary: multilineText().trim().max(500, 'At most 500 characters'),
  description: multilineText().max(20_000, 'At most 20,000 characters'),
  status: z.enum(PROGRAMME_STATUSES, { error: `One of ${PROGRAMME_STATUSES.join(', ')}` }),
  startDate: dateSchema,
  endDate: dateSchema,
  states: statesSchema,
  partners: z.array(partnerInputSchema).max(30, 'At most 30 partners'),
};

export const programmeCreateSchema = z.strictObject({
  ...fields,
  slug: fields.slug.optional(),
  summary: fields.summary.default(''),
  description: fields.description.default(''),
  startDate: fields.startDate.optional(),
  endDate: fields.endDate.optional(),
  partners: fields.partners.default([]),
});

/** Partial; `id` (must match the address) and the read-only fields are accepted and ignored. */
export const programmeUpdateSchema = z.strictObject({
  ...Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])),
  id: idFromText().optional(),
  published: z.unknown().optional(),
  publishedAt: z.unknown().optional(),
  createdAt: z.unknown().optional(),
  updatedAt: z.unknown().optional(),
}) as unknown as z.ZodType<Partial<ProgrammeFields> & { id?: number }>;

export type ProgrammeCreate = z.output<typeof programmeCreateSchema>;
export type ProgrammeFields = { [K in keyof typeof fields]: z.output<(typeof fields)[K]> };

export const EDITABLE_FIELDS = Object.keys(fields) as (keyof ProgrammeFields)[];

/** False only when both dates are given and the end comes first. */
export function datesInOrder(startDate: unknown, endDate: unknown): boolean {
  return !(typeof startDate === 'string' && typeof endDate === 'string' && startDate && endDate && endDate < startDate);
}

/** An empty form input arrives as null or undefined; the field's own rule then names what is missing. */
const orElse = (fallback: unknown) => (value: unknown) => value ?? fallback;
const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/**
 * The admin programme form (create and edit): the fields above, a summary required, a blank slug
 * left for the server to make from the title, and the end date not before the start date.
 */
export const programmeFormSchema = z
  .object({
    title: z.preprocess(orElse(''), fields.title),
    slug: z.preprocess(blankToUndefined, fields.slug.optional()),
    summary: z.preprocess(orElse(''), fields.summary.min(1, 'Required')),
    description: z.preprocess(orElse(''), fields.description),
    status: fields.status,
    startDate: z.preprocess(orElse(null), fields.startDate),
    endDate: z.preprocess(orElse(null), fields.endDate),
    states: z.preprocess(orElse([]), fields.states),
    partners: z.preprocess(orElse([]), z.array(partnerInputSchema.extend({ name: z.preprocess(orElse(''), partnerName) })).max(30, 'At most 30 partners')),
  })
  .refine((values) => datesInOrder(values.startDate, values.endDate), { path: ['endDate'], message: END_BEFORE_START, when: () => true });
export type ProgrammeForm = z.output<typeof programmeFormSchema>;
