/** The contract table of the platform's own facts, reports, data transfer and the public site's back office; see ./index.ts. */
import { listQuerySchema, type RouteContract } from './common';
import { exportQuerySchema, importAnswerSchema, transferParamsSchema } from './dataTransfer';
import { programmeCreateSchema, programmeUpdateSchema } from '../programmeInput';
import {
  adminIdParamsSchema,
  adminProgrammeAnswerSchema,
  adminProgrammesAnswerSchema,
  referenceFigureAdminAnswerSchema,
  referenceFigureSavedAnswerSchema,
  referenceFiguresAdminAnswerSchema,
  referenceUpdateSchema,
} from './publicAdmin';
import { performanceAnswerSchema, performanceQuerySchema } from './reports';
import { healthAnswerSchema, readinessAnswerSchema, systemAnswerSchema } from './system';

export const OPERATIONS_CONTRACTS = {
  // The platform's own state
  'GET /api/health': { answer: healthAnswerSchema },
  'GET /api/ready': { answer: readinessAnswerSchema },
  'GET /api/admin/system': { answer: systemAnswerSchema },
  // Reports
  'GET /api/admin/reports/performance': { query: performanceQuerySchema, answer: performanceAnswerSchema },
  // Data transfer: the export answers a file
  'GET /api/admin/data/export/:type': { params: transferParamsSchema, query: exportQuerySchema },
  'POST /api/admin/data/import/:type': { params: transferParamsSchema, answer: importAnswerSchema },
  // The public site's programmes and reference figures
  'GET /api/admin/programmes': { query: listQuerySchema, answer: adminProgrammesAnswerSchema },
  'GET /api/admin/programmes/:id': { params: adminIdParamsSchema, answer: adminProgrammeAnswerSchema },
  'POST /api/admin/programmes': { body: programmeCreateSchema, answer: adminProgrammeAnswerSchema, status: 201 },
  'PUT /api/admin/programmes/:id': { params: adminIdParamsSchema, body: programmeUpdateSchema, answer: adminProgrammeAnswerSchema },
  'POST /api/admin/programmes/:id/publish': { params: adminIdParamsSchema, answer: adminProgrammeAnswerSchema },
  'POST /api/admin/programmes/:id/unpublish': { params: adminIdParamsSchema, answer: adminProgrammeAnswerSchema },
  'GET /api/admin/reference-indicators': { query: listQuerySchema, answer: referenceFiguresAdminAnswerSchema },
  'GET /api/admin/reference-indicators/:id': { params: adminIdParamsSchema, answer: referenceFigureAdminAnswerSchema },
  'PUT /api/admin/reference-indicators/:id': { params: adminIdParamsSchema, body: referenceUpdateSchema, answer: referenceFigureSavedAnswerSchema },
} as const satisfies Record<string, RouteContract>;
