/**
 * User Management (docs/api-accounts.md): the users list, one user, invite, resend and revoke an
 * invitation, edit (suspend included) and delete, and the collection agents' list, under
 * /api/admin/user-management. The bodies are the account forms' schemas of ../users.ts.
 */
import { z } from 'zod';
import { deviceInfoSchema } from '../deviceInfo';
import { idFromText } from '../inputRules';
import { booleanFilter, textFilter } from './common';
import { editUserSchema, inviteUserSchema } from '../users';

/** The invitation states the users list filters by; `none`: never invited (created with a password). */
export const INVITATION_STATES = ['pending', 'accepted', 'expired', 'revoked', 'none'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** The newest invitation of a user, null when there never was one. */
export const userInvitationSchema = z.object({
  state: z.enum(['pending', 'accepted', 'expired', 'revoked']),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type UserInvitation = z.infer<typeof userInvitationSchema>;

/** A user as User Management shows it: account, role and invitation state (fields in the answer's order). */
export const userViewSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  /** A state slug. */
  state: z.string().nullable(),
  isActive: z.boolean(),
  lastLoginAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
  roleId: z.number().int(),
  /** The role's name, e.g. `supervisor`. */
  role: z.string(),
  roleDisplayName: z.string(),
  invitation: userInvitationSchema.nullable(),
});
export type UserView = z.infer<typeof userViewSchema>;

/** The list dialect's answer: the users of the asked range, the total in `Content-Range`. */
export const usersAnswerSchema = z.array(userViewSchema);
export type UsersAnswer = z.infer<typeof usersAnswerSchema>;

export const userParamsSchema = z.object({ id: idFromText() });

export const userAnswerSchema = z.object({ data: userViewSchema });
export type UserAnswer = z.infer<typeof userAnswerSchema>;

/** The answer of a write to a user: the user as it is now and what was done. */
export const userSavedAnswerSchema = z.object({ data: userViewSchema, message: z.string() });
export type UserSavedAnswer = z.infer<typeof userSavedAnswerSchema>;

export type InviteUserBody = z.infer<typeof inviteUserSchema>;
/** PUT edit: the id plus the changed fields. */
export type EditUserBody = z.infer<typeof editUserSchema>;

/** A collection agent (a user of the collector role) with presence and sync figures. */
export const collectorViewSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  state: z.string().nullable(),
  isActive: z.boolean(),
  lastSeenAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** The app version the device reported when it last connected. */
  appVersion: z.string().nullable(),
  /** The device it reported when it last connected with one: web (browser and version), app or agent. */
  device: deviceInfoSchema.nullable(),
  /** The last successful push of records. */
  lastSyncAt: z.string().nullable(),
  /** Records of this collector synced and not deleted. */
  recordsSynced: z.number().int(),
  /** Connected now (socket presence, every server process). */
  online: z.boolean(),
});
export type CollectorView = z.infer<typeof collectorViewSchema>;

export const collectorsAnswerSchema = z.array(collectorViewSchema);
export type CollectorsAnswer = z.infer<typeof collectorsAnswerSchema>;

/** The `filter` of the users list (a JSON query parameter of the list dialect). */
export const userFilterSchema = z
  .object({
    q: textFilter(200).optional(),
    roleId: idFromText().optional(),
    role: textFilter(100).optional(),
    isActive: booleanFilter.optional(),
    invitation: z.enum(INVITATION_STATES).optional(),
    state: textFilter(60).optional(),
    id: z.array(idFromText()).max(500).optional(),
  })
  .strict();
export type UserFilter = z.output<typeof userFilterSchema>;

/** A collector is online while a device of theirs holds a socket (every server process). */
export const COLLECTOR_PRESENCE = ['online', 'offline'] as const;

/** The `filter` of the collection agents' list. */
export const collectorFilterSchema = z
  .object({
    q: textFilter(200).optional(),
    state: textFilter(60).optional(),
    isActive: booleanFilter.optional(),
    presence: z.enum(COLLECTOR_PRESENCE).optional(),
    /** Not heard from (offline, last seen or, never seen, created) for at least this many days. */
    silentDays: z.coerce.number().int().min(1).max(3650).optional(),
    id: z.array(idFromText()).max(500).optional(),
  })
  .strict();
export type CollectorFilter = z.output<typeof collectorFilterSchema>;
