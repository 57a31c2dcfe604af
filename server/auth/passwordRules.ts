import { z } from 'zod';
import { PASSWORD_MESSAGES, passwordLengthProblem } from '../../src/domain/passwords';
import { isCommonPassword } from './commonPasswords';

/** A new password: 8 to 128 characters and not a common one (DESIGN §5). */
export const newPasswordSchema = z.string({ error: 'Password is required' }).superRefine((password, ctx) => {
  const problem = passwordLengthProblem(password) ?? (isCommonPassword(password) ? PASSWORD_MESSAGES.tooCommon : null);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
