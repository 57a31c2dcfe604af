/**
 * The signed-in user's own settings (issue 12 §4): the profile form and the password change, one
 * schema for the Settings screen's forms and the API, with User Management's field rules and the
 * password rules of invitations and resets.
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './constants';
import { multilineText } from './inputRules';
import { PASSWORD_MESSAGES, passwordLengthProblem } from './passwords';
import { fullNameSchema, phoneSchema } from './users';

export const profileSchema = z.object({ fullName: fullNameSchema, phone: phoneSchema });
export type ProfileInput = z.input<typeof profileSchema>;

export interface Profile {
  email: string;
  fullName: string;
  phone: string | null;
}

export const CHANGE_PASSWORD_MESSAGES = {
  wrongCurrent: 'The current password is not correct.',
  samePassword: 'Choose a password different from the current one',
  changed: 'Password changed. Your other sessions have been signed out.',
} as const;

/** The new password's length rule; the server adds the common-password check. */
const newPassword = z.string({ error: 'Password is required' }).superRefine((password, ctx) => {
  const problem = passwordLengthProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const changePasswordSchema = z.object({
  // No password holds a NUL or a lone surrogate: refused as unstorable, not counted as a failed attempt.
  currentPassword: multilineText('Enter your current password').min(1, 'Enter your current password').max(MAX_PASSWORD_LENGTH, 'Enter your current password'),
  newPassword,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The form adds the repeat; the API never sees it. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((input) => input.confirmPassword === input.newPassword, { path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch })
  .refine((input) => input.newPassword !== input.currentPassword, { path: ['newPassword'], message: CHANGE_PASSWORD_MESSAGES.samePassword });

/** One open session as the Settings screen lists it. */
export interface AccountSession {
  id: string;
  /** This is the session making the request. */
  current: boolean;
  createdAt: string;
  lastUsedAt: string | null;
  /** The address of the last use (of the sign-in when unknown). */
  ip: string | null;
  userAgent: string | null;
}

/** What a super admin reads about the running platform. */
export interface SystemInfo {
  version: string;
  startedAt: string;
  uptimeSeconds: number;
  database: { kind: 'pglite' | 'postgresql'; sizeBytes: number | null };
  redis: boolean;
  mailDelivery: boolean;
  migrations: { name: string; appliedAt: string }[];
}
