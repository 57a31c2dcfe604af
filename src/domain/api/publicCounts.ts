/** The count and breakdown schemas every public answer is built of (./public.ts, ./publicRates.ts). */
import { z } from 'zod';
import { NOT_RECORDED, type Breakdown } from '../publicData';

export const countSchema = z
  .number()
  .int()
  .min(0)
  .nullable()
  .describe('A count; null when suppressed (1 to 4, or hidden so that such a count cannot be worked out)');

export function breakdownSchema<K extends string>(values: readonly K[]): z.ZodType<Breakdown<K>> {
  const shape = Object.fromEntries([...values, NOT_RECORDED].map((value) => [value, countSchema]));
  return z.object(shape) as unknown as z.ZodType<Breakdown<K>>;
}
