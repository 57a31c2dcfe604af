import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeFieldErrors, fieldErrorsOf } from '../../../src/domain/fieldErrors';

const schema = z.strictObject({
  name: z
    .string()
    .min(2, 'Name is too short')
    .regex(/^[A-Z]/, 'Name starts with a capital'),
  parts: z.array(z.strictObject({ size: z.number().int('Size is a whole number') })),
});
const issuesOf = (value: unknown) => schema.safeParse(value).error?.issues ?? [];

describe('fieldErrorsOf', () => {
  it('keeps the first message of each field, keyed by its dotted path', () => {
    expect(fieldErrorsOf(issuesOf({ name: 'a', parts: [{ size: 1 }, { size: 1.5 }] }))).toEqual({
      name: 'Name is too short',
      'parts.1.size': 'Size is a whole number',
    });
  });

  it('names each unknown key as its own field, nested ones too', () => {
    expect(fieldErrorsOf(issuesOf({ name: 'Ab', parts: [{ size: 1, colour: 'red' }], extra: 1 }))).toEqual({
      extra: 'Unknown field',
      'parts.0.colour': 'Unknown field',
    });
  });

  it('reports a value that is not an object under _, and puts fields under a prefix when given', () => {
    expect(Object.keys(fieldErrorsOf(issuesOf('text')))).toEqual(['_']);
    expect(fieldErrorsOf(issuesOf({ name: 'a', parts: [] }), 'filter')).toEqual({ 'filter.name': 'Name is too short' });
  });

  it('says the errors as one line', () => {
    expect(describeFieldErrors({ name: 'Name is too short', extra: 'Unknown field' })).toBe('name: Name is too short; extra: Unknown field');
  });
});
