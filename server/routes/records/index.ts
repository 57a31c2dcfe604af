/**
 * The record routes of the six record types, under /api/admin (docs/api-records.md). A DELETE moves
 * a record into its type's bin, from which it can be restored (./bin.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_RETENTION_DAYS } from '../../config';
import { communitiesDef, householdsDef, learnersDef, outOfSchoolChildrenDef, schoolCounts, schoolsDef, staffDef } from '../../records';
import { registerBinRoutes } from './bin';
import { registerHouseholdRoutes } from './households';
import { registerReviewRoutes } from './review';
import { registerStandardRoutes } from './standard';

export interface RecordRouteOptions {
  /** DELETE_RETENTION_DAYS: how long a deleted record can be restored (unset: DEFAULT_RETENTION_DAYS). */
  deleteRetentionDays?: number;
}

const recordRoutes: FastifyPluginAsyncZod<RecordRouteOptions> = async (app, options) => {
  const retentionDays = options.deleteRetentionDays ?? DEFAULT_RETENTION_DAYS;
  registerStandardRoutes(app, schoolsDef, {
    extend: async (row) => ({ ...row, ...(await schoolCounts(app.db, Number(row.id))) }),
  });
  registerStandardRoutes(app, learnersDef);
  registerStandardRoutes(app, staffDef);
  registerStandardRoutes(app, communitiesDef);
  registerHouseholdRoutes(app);
  registerStandardRoutes(app, outOfSchoolChildrenDef);
  for (const def of [schoolsDef, learnersDef, staffDef, communitiesDef, householdsDef, outOfSchoolChildrenDef]) {
    registerReviewRoutes(app, def);
    registerBinRoutes(app, def, retentionDays);
  }
};

export default recordRoutes;
