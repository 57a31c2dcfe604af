/**
 * Field builders shared by the record schemas. Every record field is optional (spec 02 §5) and may
 * arrive as null (a cleared value) or, from a form, as an empty string.
 */
import { z } from 'zod';
import { INT4_MAX, idNumber, lineText, multilineText } from '../inputRules';

const blankToNull = (value: unknown) => (value === '' ? null : value);

/** Single-line text (names, phones, codes): no control characters. */
export const text = (max = 500) => lineText().max(max, `At most ${max} characters`).nullish();

/** Remarks and other text that may hold line breaks. */
export const longText = (max = 4000) => multilineText().trim().max(max, `At most ${max} characters`).nullish();

export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, z.enum(values, { error: `Choose one of: ${values.join(', ')}` }).nullish());

export const choices = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values, { error: `Choose from: ${values.join(', ')}` }), { error: 'Expected a list' }).nullish();

export const flag = () => z.boolean({ error: 'Expected yes or no' }).nullish();

export const number = (label = 'This value') =>
  z.preprocess(
    blankToNull,
    z
      .number({ error: `${label} must be a number` })
      .finite()
      .nullish(),
  );

export const count = (label = 'This value') =>
  z.preprocess(
    blankToNull,
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(INT4_MAX, `${label} must be at most ${INT4_MAX}`)
      .nullish(),
  );

export const latitude = () =>
  z.preprocess(
    blankToNull,
    z.number({ error: 'Latitude must be a number' }).min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90').nullish(),
  );

export const longitude = () =>
  z.preprocess(
    blankToNull,
    z
      .number({ error: 'Longitude must be a number' })
      .min(-180, 'Longitude must be between -180 and 180')
      .max(180, 'Longitude must be between -180 and 180')
      .nullish(),
  );

/** A distance in km: at least 0, in steps of 0.1 (spec 02 §5). */
export const distance = (label = 'Distance') =>
  z.preprocess(
    blankToNull,
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, `${label} must be in steps of 0.1 km`)
      .nullish(),
  );

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date sent as yyyy-MM-dd (spec 02 §5). */
export const isoDate = (label = 'Date') =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be written as yyyy-MM-dd` })
      .superRefine((value, ctx) => {
        if (!ISO_DATE.test(value)) ctx.addIssue({ code: 'custom', message: `${label} must be written as yyyy-MM-dd` });
        else if (!isRealDate(value)) ctx.addIssue({ code: 'custom', message: `${label} is not a real date` });
      })
      .nullish(),
  );

export const email = () => z.preprocess(blankToNull, lineText().email('Enter a valid e-mail address').max(254).nullish());

export const url = () => z.preprocess(blankToNull, lineText().url('Enter a full web address (https://…)').max(2000).nullish());

/** Location slugs on a record (checked against the locations dataset by the server). */
export const slug = () =>
  lineText()
    .max(120)
    .regex(/^[a-z0-9-]*$/, 'Use the lowercase slug, e.g. kano or nassarawa-eggon')
    .nullish();

/** A link to another record by its server id. */
export const recordId = (error: string) => idNumber(error).nullish();

/** A short list of single-line texts (teaching materials, power sources…). */
export const textList = () => z.array(lineText().min(1).max(120)).max(50).nullish();
