/** Staff of a learning centre: the collector row of spec 01 §3 plus a phone. */
import { z } from 'zod';
import * as E from './enums';
import { choice, email, recordId, text } from './fields';

export const staffShape = {
  fullName: text(200),
  sex: choice(E.SEXES),
  role: choice(E.STAFF_ROLES),
  typeOfStaff: choice(E.STAFF_TYPES),
  qualifications: text(500),
  phone: text(30),
  email: email(),
  schoolId: recordId('Choose a learning centre'),
};

export const staffSchema = z.object(staffShape);
export type Staff = z.output<typeof staffSchema>;
