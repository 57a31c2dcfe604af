/**
 * What a role create or edit sends (docs/api-accounts.md): one schema for the roles routes and the
 * role dialog, so the dialog refuses what the server would refuse, with the same messages.
 */
import { z } from 'zod';
import { idNumber, lineText, multilineText } from './inputRules';
import { GRANTABLE_PERMISSIONS, isKnownPermission, SUPER_ADMIN_ONLY_PERMISSIONS } from './permissions';

/** Any permission of spec 01 §6, `super_admin`, `all` and `*` included (only a super admin grants those). */
const permissionList = z
  .array(z.string().refine(isKnownPermission, { message: 'Unknown permission' }))
  .max(GRANTABLE_PERMISSIONS.length + SUPER_ADMIN_ONLY_PERMISSIONS.length)
  .transform((list) => [...new Set(list)]);

export const roleCreateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, 'Name must be at least 2 characters')
      .max(60)
      .regex(/^[a-z][a-z0-9_]*$/, 'Use lowercase letters, digits and underscores, e.g. field_officer'),
    displayName: lineText().min(2, 'Display name must be at least 2 characters').max(80),
    description: multilineText().trim().max(500).optional(),
    permissions: permissionList,
  })
  .strict();

export const roleUpdateSchema = z
  .object({
    id: idNumber().optional(),
    displayName: lineText().min(2, 'Display name must be at least 2 characters').max(80).optional(),
    description: multilineText().trim().max(500).optional(),
    permissions: permissionList.optional(),
  })
  .strict();

export type RoleCreate = z.output<typeof roleCreateSchema>;
export type RoleUpdate = z.output<typeof roleUpdateSchema>;
