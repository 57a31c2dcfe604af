/**
 * The signed-in user's own settings: the profile form and the password change, one
 * schema for the Settings screen's forms and the API, with User Management's field rules and the
 * one password rule (./passwords.ts).
 */
import { z } from 'zod';
import { newPasswordSchema, PASSWORD_MESSAGES, signInPasswordSchema } from './passwords';
import { fullNameSchema, phoneSchema } from './users';

export const profileSchema = z.object({ fullName: fullNameSchema, phone: phoneSchema });
export type ProfileInput = z.input<typeof profileSchema>;

/** The profile and the open sessions as the API answers them (./api/accountSettings.ts). */
export type { AccountSession, Profile } from './api/accountSettings';

export const CHANGE_PASSWORD_MESSAGES = {
  wrongCurrent: 'The current password is not correct.',
  samePassword: 'Choose a password different from the current one',
  changed: 'Password changed. Your other sessions have been signed out.',
} as const;

/** The password rule of src/domain/passwords.ts: the current one as sign-in takes it, the new one as every new password. */
export const changePasswordSchema = z.object({
  // A current password sign-in would refuse is refused here too, before any check is counted.
  currentPassword: signInPasswordSchema('Enter your current password'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The form adds the repeat; the API never sees it. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((input) => input.confirmPassword === input.newPassword, { path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch })
  .refine((input) => input.newPassword !== input.currentPassword, { path: ['newPassword'], message: CHANGE_PASSWORD_MESSAGES.samePassword });
