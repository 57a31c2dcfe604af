/** Zod schemas shared by route definitions (validation and the OpenAPI document). */
import { z } from 'zod';

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  roleData: z.object({ id: z.number().int(), name: z.string(), displayName: z.string() }),
  permissions: z.array(z.string()),
  isActive: z.boolean(),
});

export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export const messageSchema = z.object({ message: z.string() });

export const tokenAnswerSchema = z.object({
  data: z.object({ token: z.string(), user: sessionUserSchema }),
});
