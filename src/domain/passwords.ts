/**
 * The one password rule (spec 01 §5, DESIGN §5), used by the forms and by every
 * server path that takes a password: sign-in, accept-invitation, reset, change-password and
 * ADMIN_PASSWORD. Whatever can be set can be typed at sign-in: sign-in accepts every character a
 * new password may hold and at least its length, and refuses the same characters with the same
 * message.
 */
import { z } from 'zod';
import { isCommonPassword } from './commonPasswords';
import { MAX_PASSWORD_LENGTH, MIN_INVITATION_PASSWORD_LENGTH } from './constants';

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${MIN_INVITATION_PASSWORD_LENGTH} characters long`,
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  tooCommon: 'This password is too common. Choose a less guessable one.',
  characters: 'Password must not contain control characters (such as NUL) or broken Unicode',
  mismatch: 'Passwords do not match',
} as const;

/**
 * C0 and C1 control characters (NUL, tab, line breaks, DEL…) cannot be typed into a password box,
 * and a lone UTF-16 surrogate has no UTF-8 form, so it would be hashed as U+FFFD like any other.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNUSABLE = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function characterProblem(password: string): string | null {
  return UNUSABLE.test(password) ? PASSWORD_MESSAGES.characters : null;
}

/** A password as sign-in (and the current password of a change) accepts it. Null when it passes. */
export function signInPasswordProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return characterProblem(password);
}

/** A password that may be set: the sign-in rule, 8 characters or more, not a common one. Null when it passes. */
export function newPasswordProblem(password: string): string | null {
  const problem = characterProblem(password);
  if (problem) return problem;
  if (password.length < MIN_INVITATION_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return isCommonPassword(password) ? PASSWORD_MESSAGES.tooCommon : null;
}

const ruleSchema = (problemOf: (password: string) => string | null, required: string) =>
  z.string({ error: required }).superRefine((password, ctx) => {
    const problem = problemOf(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem === PASSWORD_MESSAGES.required ? required : problem });
  });

/** The password field of sign-in; `required` names what is missing (e.g. "Enter your current password"). */
export const signInPasswordSchema = (required: string = PASSWORD_MESSAGES.required) => ruleSchema(signInPasswordProblem, required);

/** A new password: invitation, reset, change, the configured admin's. */
export const newPasswordSchema = ruleSchema(newPasswordProblem, PASSWORD_MESSAGES.required);
