/** The contract table of one area of the API (users, roles, collectors, bulk invites, the mail outbox); see ./index.ts. */
import { roleCreateSchema, roleUpdateSchema } from '../roleInput';
import { editUserSchema, inviteUserSchema } from '../users';
import { listQuerySchema, messageSchema, type RouteContract } from './common';
import { collectorsAnswerSchema, userAnswerSchema, userParamsSchema, userSavedAnswerSchema, usersAnswerSchema } from './users';
import { bulkJobParamsSchema, bulkJobsAnswerSchema, bulkRowsAnswerSchema, bulkUploadAnswerSchema } from './usersBulk';
import { outboxAnswerSchema } from './usersOutbox';
import { roleAnswerSchema, roleParamsSchema, roleSavedAnswerSchema, rolesAnswerSchema } from './usersRoles';

export const USERS_CONTRACTS = {
  // Users
  'GET /api/admin/user-management': { query: listQuerySchema, answer: usersAnswerSchema },
  'GET /api/admin/user-management/:id': { params: userParamsSchema, answer: userAnswerSchema },
  'POST /api/admin/user-management/invite': { body: inviteUserSchema, answer: userSavedAnswerSchema, status: 201 },
  'POST /api/admin/user-management/:id/resend-invitation': { params: userParamsSchema, answer: userSavedAnswerSchema },
  'POST /api/admin/user-management/:id/revoke-invitation': { params: userParamsSchema, answer: userSavedAnswerSchema },
  'PUT /api/admin/user-management/edit': { body: editUserSchema, answer: userSavedAnswerSchema },
  'DELETE /api/admin/user-management/:id': { params: userParamsSchema, answer: messageSchema },
  // Roles
  'GET /api/admin/user-management/roles': { answer: rolesAnswerSchema },
  'GET /api/admin/user-management/roles/:id': { params: roleParamsSchema, answer: roleAnswerSchema },
  'POST /api/admin/user-management/roles': { body: roleCreateSchema, answer: roleSavedAnswerSchema, status: 201 },
  'PUT /api/admin/user-management/roles/:id': { params: roleParamsSchema, body: roleUpdateSchema, answer: roleSavedAnswerSchema },
  'DELETE /api/admin/user-management/roles/:id': { params: roleParamsSchema, answer: messageSchema },
  // Collection agents
  'GET /api/admin/user-management/collectors': { query: listQuerySchema, answer: collectorsAnswerSchema },
  // Bulk invites: the upload is multipart (no body schema); the rows' CSV is a file (no answer)
  'POST /api/admin/user-management/bulk-invite/upload': { answer: bulkUploadAnswerSchema, status: 202 },
  'GET /api/admin/user-management/bulk-invite/jobs': { answer: bulkJobsAnswerSchema },
  'GET /api/admin/user-management/bulk-invite/jobs/:id/rows': { params: bulkJobParamsSchema, answer: bulkRowsAnswerSchema },
  'GET /api/admin/user-management/bulk-invite/jobs/:id/rows.csv': { params: bulkJobParamsSchema },
  // The mail outbox (super admin)
  'GET /api/admin/mail/outbox': { query: listQuerySchema, answer: outboxAnswerSchema },
} as const satisfies Record<string, RouteContract>;
