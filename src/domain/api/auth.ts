/**
 * Sign-in and session (docs/api-auth.md, docs/api-accounts.md "Without sign-in"): login, refresh,
 * logout, the current user, forgot and reset password, invitation acceptance.
 */
import { z } from 'zod';
import { lineText } from '../inputRules';
import { newPasswordSchema, signInPasswordSchema } from '../passwords';

/** The session user the server hands to the browser (spec 01 §3); `role` is the role's name, e.g. `supervisor`. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  roleData: z.object({ id: z.number().int(), name: z.string(), displayName: z.string() }),
  permissions: z.array(z.string()),
  isActive: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

const emailSchema = lineText('E-mail is required').min(1, 'E-mail is required').max(254).email('Enter a valid e-mail address');

/** A password sign-in refuses by the one password rule is refused before any check, and not counted as a failed sign-in. */
export const signInBodySchema = z.object({ email: emailSchema, password: signInPasswordSchema() });
export type SignInBody = z.input<typeof signInBodySchema>;

/** Answer of login and refresh. */
export const tokenAnswerSchema = z.object({ data: z.object({ token: z.string(), user: sessionUserSchema }) });
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;
export type TokenData = TokenAnswer['data'];

export const currentUserAnswerSchema = z.object({ data: sessionUserSchema });
export type CurrentUserAnswer = z.infer<typeof currentUserAnswerSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code is 6 digits'),
  newPassword: newPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const acceptInvitationBodySchema = z.object({ token: lineText().min(10).max(200), email: emailSchema, password: newPasswordSchema });
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

export const acceptInvitationAnswerSchema = z.object({ message: z.string(), data: z.object({ role: z.string(), email: z.string() }) });
export type AcceptInvitationAnswer = z.infer<typeof acceptInvitationAnswerSchema>;
