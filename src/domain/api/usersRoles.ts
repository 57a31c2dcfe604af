/**
 * Roles (docs/api-accounts.md), under /api/admin/user-management/roles. The bodies are the role
 * dialog's schemas, `roleCreateSchema` and `roleUpdateSchema` of ../roleInput.ts.
 */
import { z } from 'zod';
import { idFromText } from '../inputRules';

/** A role with the number of (not deleted) users who hold it. */
export const roleViewSchema = z.object({
  id: z.number().int(),
  /** Fixed once created, e.g. `field_officer`. */
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  /** A seeded role (DESIGN §5). */
  isSystem: z.boolean(),
  userCount: z.number().int(),
});
export type RoleView = z.infer<typeof roleViewSchema>;

export const rolesAnswerSchema = z.object({ data: z.array(roleViewSchema) });
export type RolesAnswer = z.infer<typeof rolesAnswerSchema>;

export const roleParamsSchema = z.object({ id: idFromText() });

export const roleAnswerSchema = z.object({ data: roleViewSchema });
export type RoleAnswer = z.infer<typeof roleAnswerSchema>;

/** The answer of a create or update: the role as it is now and what was done. */
export const roleSavedAnswerSchema = z.object({ data: roleViewSchema, message: z.string() });
export type RoleSavedAnswer = z.infer<typeof roleSavedAnswerSchema>;
