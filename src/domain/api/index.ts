/**
 * The wire contracts of the API, route by route: what each takes (body, query, path parameters)
 * and what it answers on success. The server's routes declare these very schema objects and the
 * providers type their calls with their `z.infer` types; tests/api/wireContracts.test.ts holds the
 * two together: every route under /api has its entry. Each area's table lives in its own file
 * (usersContracts, recordsContracts, syncContracts, operationsContracts) or below.
 */
import { changePasswordSchema, profileSchema } from '../accountSettings';
import { profileAnswerSchema, profileSavedAnswerSchema, sessionParamsSchema, sessionsAnswerSchema } from './accountSettings';
import {
  acceptInvitationAnswerSchema,
  acceptInvitationBodySchema,
  currentUserAnswerSchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  tokenAnswerSchema,
} from './auth';
import { auditLogAnswerSchema, auditLogFacetsAnswerSchema, auditLogParamsSchema, auditLogsAnswerSchema } from './auditLogs';
import { listQuerySchema, messageSchema, type RouteContract } from './common';
import { adminAnswerSchema, collectorAnswerSchema, dashboardQuerySchema, executiveAnswerSchema, reviewAnswerSchema } from './dashboard';
import {
  lgasAnswerSchema,
  lgasParamsSchema,
  statesAnswerSchema,
  wardPlanAnswerSchema,
  wardsAnswerSchema,
  wardsParamsSchema,
  wardUploadBodySchema,
} from './locations';
import { markReadAnswerSchema, markReadBodySchema, notificationsAnswerSchema } from './notifications';
import { populationPlanAnswerSchema, populationSourcesAnswerSchema, populationUploadBodySchema } from './population';
import { anyIndicatorsAnswerSchema, indicatorsQuerySchema } from './publicLocal';
import {
  programmeAnswerSchema,
  programmeParamsSchema,
  programmesAnswerSchema,
  programmesQuerySchema,
  referenceAnswerSchema,
  summaryAnswerSchema,
} from './public';
import { searchAnswerSchema, searchQuerySchema } from './search';
import { USERS_CONTRACTS } from './usersContracts';
import { RECORDS_CONTRACTS } from './recordsContracts';
import { SYNC_CONTRACTS } from './syncContracts';
import { OPERATIONS_CONTRACTS } from './operationsContracts';
import { purgeTelemetryAnswerSchema, purgeTelemetryQuerySchema, telemetryAnswerSchema } from './telemetry';

export type { RouteContract } from './common';

/** Every route under /api has a contract below, except the OpenAPI pages of the docs plugin. */
export const CONTRACT_AREAS = ['/api/'] as const;
export const OUTSIDE_CONTRACTS = ['/api/docs'] as const;

export const API_CONTRACTS = {
  // Sign-in and session
  'POST /api/admin/auth/login': { body: signInBodySchema, answer: tokenAnswerSchema },
  'POST /api/admin/auth/refresh': { answer: tokenAnswerSchema },
  'POST /api/admin/auth/logout': { answer: messageSchema },
  'GET /api/admin/auth/me': { answer: currentUserAnswerSchema },
  'POST /api/admin/auth/forgot-password': { body: forgotPasswordBodySchema, answer: messageSchema },
  'POST /api/admin/auth/reset-password': { body: resetPasswordBodySchema, answer: messageSchema },
  'POST /api/admin/auth/accept-invitation': { body: acceptInvitationBodySchema, answer: acceptInvitationAnswerSchema },
  // One's own account
  'GET /api/admin/auth/profile': { answer: profileAnswerSchema },
  'PUT /api/admin/auth/profile': { body: profileSchema, answer: profileSavedAnswerSchema },
  'POST /api/admin/auth/change-password': { body: changePasswordSchema, answer: messageSchema },
  'GET /api/admin/auth/sessions': { answer: sessionsAnswerSchema },
  'DELETE /api/admin/auth/sessions/:id': { params: sessionParamsSchema, answer: messageSchema },
  // Notifications and telemetry
  'GET /api/admin/notifications': { query: listQuerySchema, answer: notificationsAnswerSchema },
  'POST /api/admin/notifications/read': { body: markReadBodySchema, answer: markReadAnswerSchema },
  'GET /api/admin/telemetry': { query: listQuerySchema, answer: telemetryAnswerSchema },
  'DELETE /api/admin/telemetry': { query: purgeTelemetryQuerySchema, answer: purgeTelemetryAnswerSchema },
  // Locations and the ward list
  'GET /api/locations/states': { answer: statesAnswerSchema },
  'GET /api/locations/states/:state/lgas': { params: lgasParamsSchema, answer: lgasAnswerSchema },
  'GET /api/locations/states/:state/lgas/:lga/wards': { params: wardsParamsSchema, answer: wardsAnswerSchema },
  'POST /api/admin/locations/wards/dry-run': { body: wardUploadBodySchema, answer: wardPlanAnswerSchema },
  'POST /api/admin/locations/wards/import': { body: wardUploadBodySchema, answer: wardPlanAnswerSchema },
  // Population estimates: the rates' denominators
  'POST /api/admin/population/dry-run': { body: populationUploadBodySchema, answer: populationPlanAnswerSchema },
  'POST /api/admin/population/import': { body: populationUploadBodySchema, answer: populationPlanAnswerSchema },
  'GET /api/public/population-sources': { answer: populationSourcesAnswerSchema },
  // The top bar's search
  'GET /api/admin/search': { query: searchQuerySchema, answer: searchAnswerSchema },
  // The dashboard's sections
  'GET /api/admin/dashboard/executive': { query: dashboardQuerySchema, answer: executiveAnswerSchema },
  'GET /api/admin/dashboard/review': { query: dashboardQuerySchema, answer: reviewAnswerSchema },
  'GET /api/admin/dashboard/admin': { query: dashboardQuerySchema, answer: adminAnswerSchema },
  'GET /api/admin/dashboard/collector': { query: dashboardQuerySchema, answer: collectorAnswerSchema },
  // The audit log
  'GET /api/admin/audit-logs': { query: listQuerySchema, answer: auditLogsAnswerSchema },
  'GET /api/admin/audit-logs/facets': { answer: auditLogFacetsAnswerSchema },
  'GET /api/admin/audit-logs/:id': { params: auditLogParamsSchema, answer: auditLogAnswerSchema },
  // The public data, no sign-in
  'GET /api/public/summary': { answer: summaryAnswerSchema },
  'GET /api/public/indicators': { query: indicatorsQuerySchema, answer: anyIndicatorsAnswerSchema },
  'GET /api/public/reference-indicators': { answer: referenceAnswerSchema },
  'GET /api/public/programmes': { query: programmesQuerySchema, answer: programmesAnswerSchema },
  'GET /api/public/programmes/:id': { params: programmeParamsSchema, answer: programmeAnswerSchema },
  ...USERS_CONTRACTS,
  ...RECORDS_CONTRACTS,
  ...SYNC_CONTRACTS,
  ...OPERATIONS_CONTRACTS,
} as const satisfies Record<string, RouteContract>;

export type ContractKey = keyof typeof API_CONTRACTS;
