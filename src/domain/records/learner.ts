/** Almajiri learner: the collector row of spec 01 §3 plus what a register needs. */
import { z } from 'zod';
import * as E from './enums';
import { choice, count, isoDate, recordId, text } from './fields';

export const learnerShape = {
  firstName: text(120),
  lastName: text(120),
  middleName: text(120),
  sex: choice(E.SEXES),
  dateOfBirth: isoDate('Date of birth'),
  age: count('Age'),
  currentLevel: choice(E.LEVELS_OF_EDUCATION),
  currentClass: text(60),
  guardianName: text(200),
  guardianPhone: text(30),
  phone: text(30),
  schoolId: recordId('Choose a learning centre'),
};

export const learnerSchema = z.object(learnerShape);
export type Learner = z.output<typeof learnerSchema>;
