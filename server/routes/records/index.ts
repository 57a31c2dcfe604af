/** The record routes of the six record types, under /api/admin (docs/api-records.md). No DELETE. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communitiesDef, householdsDef, learnersDef, outOfSchoolChildrenDef, schoolCounts, schoolsDef, staffDef } from '../../records';
import { registerHouseholdRoutes } from './households';
import { registerReviewRoutes } from './review';
import { registerStandardRoutes } from './standard';

const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  registerStandardRoutes(app, schoolsDef, {
    extend: async (row) => ({ ...row, ...(await schoolCounts(app.db, Number(row.id))) }),
  });
  registerStandardRoutes(app, learnersDef);
  registerStandardRoutes(app, staffDef);
  registerStandardRoutes(app, communitiesDef);
  registerHouseholdRoutes(app);
  registerStandardRoutes(app, outOfSchoolChildrenDef);
  for (const def of [schoolsDef, learnersDef, staffDef, communitiesDef, householdsDef, outOfSchoolChildrenDef]) registerReviewRoutes(app, def);
};

export default recordRoutes;
