/**
 * The sign-in and password forms' schemas, for react-hook-form's zod resolver. The browser checks
 * what the inputs declare (required, e-mail, the code's pattern); these add only what the pages
 * checked before sending, with the same translated messages, and leave every other rule to the
 * server, whose message the page shows. zod/mini keeps these lazy chunks small.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { MIN_INVITATION_PASSWORD_LENGTH } from '../../domain/constants';
import type { Translate } from '../../i18n/translate';

const trimmed = () => z.string().check(z.trim());

export const loginForm = z.object({ email: trimmed(), password: z.string() });
export type LoginValues = z.input<typeof loginForm>;
export const loginResolver = zodResolver(loginForm);

export const forgotPasswordForm = z.object({ email: trimmed() });
export type ForgotPasswordValues = z.input<typeof forgotPasswordForm>;
export const forgotPasswordResolver = zodResolver(forgotPasswordForm);

/** A mismatch is reported on the repeat. */
export function resetPasswordForm(t: Translate) {
  return z
    .object({ code: trimmed(), newPassword: z.string(), confirmPassword: z.string() })
    .check(z.refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: t('auth.passwordsDoNotMatch') }));
}
export type ResetPasswordValues = z.input<ReturnType<typeof resetPasswordForm>>;

/** One message at a time: the password's length first, then the repeat. */
export function acceptInvitationForm(t: Translate) {
  return z.object({ password: z.string(), confirmPassword: z.string() }).check(
    z.superRefine((values, context) => {
      if (values.password.length < MIN_INVITATION_PASSWORD_LENGTH) {
        const message = t('auth.passwordTooShort', { length: MIN_INVITATION_PASSWORD_LENGTH });
        context.issues.push({ code: 'custom', path: ['password'], message, input: values.password });
      } else if (values.password !== values.confirmPassword) {
        context.issues.push({ code: 'custom', path: ['confirmPassword'], message: t('auth.passwordsDoNotMatch'), input: values.confirmPassword });
      }
    }),
  );
}
export type AcceptInvitationValues = z.input<ReturnType<typeof acceptInvitationForm>>;
