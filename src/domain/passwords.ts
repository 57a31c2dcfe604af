/** Password rules shared by the forms and the server (spec 01 §5, DESIGN §5). */
import { MAX_PASSWORD_LENGTH, MIN_INVITATION_PASSWORD_LENGTH } from './constants';

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${MIN_INVITATION_PASSWORD_LENGTH} characters long`,
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  tooCommon: 'This password is too common. Choose a less guessable one.',
  mismatch: 'Passwords do not match',
} as const;

/** The length rule; the server adds the common-password check. Null when the password passes. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < MIN_INVITATION_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}
