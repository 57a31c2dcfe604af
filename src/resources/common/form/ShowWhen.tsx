import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';

/** Renders its children only while field `name` passes `test` (spec 02 §4 conditional display). */
export function ShowWhen({ name, test, children }: { name: string; test: (value: unknown) => boolean; children: ReactNode }) {
  const value: unknown = useWatch({ name });
  return test(value) ? <>{children}</> : null;
}

export const isTrue = (value: unknown) => value === true;
export const isFalse = (value: unknown) => value === false;
/** Off or unanswered. */
export const isNotTrue = (value: unknown) => value !== true;
export const equals = (expected: string) => (value: unknown) => value === expected;
export const includes = (expected: string) => (value: unknown) => Array.isArray(value) && value.includes(expected);
