/** The record routes of the six record types, under /api/admin (docs/api-records.md). No DELETE. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communitiesDef, learnersDef, outOfSchoolChildrenDef, schoolCounts, schoolsDef, staffDef } from '../../records';
import { registerHouseholdRoutes } from './households';
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
};

export default recordRoutes;
