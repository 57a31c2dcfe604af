/** The PUT body of a child (spec 02 §5, §7): the child fields plus id, blanks as '', the birth date as yyyy-MM-dd or omitted. */
import type { Identifier } from 'ra-core';
import { CHILD_BLANK_AS_EMPTY, outOfSchoolChildShape } from '../../../domain/records';
import type { FormValues } from '../../common/form/schemaResolver';

export const CHILD_FIELDS = Object.keys(outOfSchoolChildShape) as (keyof typeof outOfSchoolChildShape)[];

export function childBody(values: FormValues, id: Identifier): FormValues {
  const body: FormValues = {};
  for (const key of CHILD_FIELDS) body[key] = values[key] ?? null;
  for (const key of CHILD_BLANK_AS_EMPTY) {
    if (body[key] === null) body[key] = '';
  }
  const birth = body.dateOfBirth;
  if (typeof birth === 'string' && birth !== '') body.dateOfBirth = birth.slice(0, 10);
  else delete body.dateOfBirth;
  return { ...body, id };
}
