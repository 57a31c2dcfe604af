/**
 * The signed-in user's own account (docs/api-settings.md): profile, password change and open
 * sessions, under /api/admin/auth. The bodies are the Settings forms' schemas,
 * `profileSchema` and `changePasswordSchema` of ../accountSettings.ts.
 */
import { z } from 'zod';

export const profileDataSchema = z.object({ email: z.string(), fullName: z.string(), phone: z.string().nullable() });
export type Profile = z.infer<typeof profileDataSchema>;

export const profileAnswerSchema = z.object({ data: profileDataSchema });
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

export const profileSavedAnswerSchema = profileAnswerSchema.extend({ message: z.string() });
export type ProfileSavedAnswer = z.infer<typeof profileSavedAnswerSchema>;

/** One open session as the Settings screen lists it. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** This is the session making the request. */
  current: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The address of the last use (of the sign-in when unknown). */
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const sessionsAnswerSchema = z.object({ data: z.array(accountSessionSchema) });
export type SessionsAnswer = z.infer<typeof sessionsAnswerSchema>;

export const sessionParamsSchema = z.object({ id: z.uuid({ message: 'Not a session id.' }) });
