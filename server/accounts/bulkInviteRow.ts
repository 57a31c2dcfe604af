/**
 * One bulk-invite row: the invite form's schema (src/domain/users.ts), then the role by name, then
 * the role ceiling against the uploader's permissions as they are now, then the invitation itself.
 */
import type { FastifyInstance } from 'fastify';
import { hasPermission, PERMISSION_CONSTANTS as P } from '../../src/domain/permissions';
import { bulkInviteRowSchema } from '../../src/domain/users';
import type { BulkRowOutcome } from '../db/schemaAccounts';
import { ApiError } from '../http/errors';
import { currentActor } from './roleCeiling';
import { inviteUser } from './userAdmin';

export type RowRecord = {
  id: number;
  rowNumber: number;
  fullName: string | null;
  email: string | null;
  role: string | null;
  phone: string | null;
  state: string | null;
};
export type RowResult = [BulkRowOutcome, string | null];

/** The first field message of a row that fails the invite form, as the row's reason. */
function validationReason(row: RowRecord, field: string, message: string): string {
  if (field === 'email') return `"${(row.email ?? '').slice(0, 100)}" is not an e-mail address.`;
  return `${message}.`;
}

/**
 * Decides one row: 'invited', 'already_a_user' or 'invalid' with the reason. `roles` maps role
 * names and display names (lower case) to ids; `seen` maps e-mails to the first row that had them.
 */
export async function inviteRow(
  app: FastifyInstance,
  row: RowRecord,
  roles: Map<string, number>,
  seen: Map<string, number>,
  uploaderId: number | null,
): Promise<RowResult> {
  const parsed = bulkInviteRowSchema.safeParse({ fullName: row.fullName ?? '', email: row.email ?? '', phone: row.phone, state: row.state });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return ['invalid', validationReason(row, String(issue.path[0] ?? ''), issue.message)];
  }
  const roleId = roles.get((row.role ?? '').trim().toLowerCase());
  if (!roleId) return ['invalid', `Unknown role "${(row.role ?? '').slice(0, 100)}".`];
  const { email } = parsed.data;
  const firstRow = seen.get(email);
  if (firstRow !== undefined) return ['invalid', `Duplicate of row ${firstRow} in this file.`];
  seen.set(email, row.rowNumber);
  const uploader = await currentActor(app.db, uploaderId);
  if (!hasPermission(uploader, P.MANAGE_USERS)) return ['invalid', 'The person who uploaded this file can no longer invite users.'];
  try {
    await inviteUser(app, { ...parsed.data, roleId }, uploader, null);
    return ['invited', null];
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ALREADY_A_USER') return ['already_a_user', 'This e-mail already has an account.'];
    if (error instanceof ApiError) return ['invalid', error.message];
    throw error;
  }
}
