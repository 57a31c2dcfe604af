/**
 * Population estimates (src/domain/population.ts): the admin's dry run and import of a CSV
 * (manage_data_import). Registered under /api; the public listing of their sources is a cached
 * public answer (./public, GET /api/public/population-sources).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../src/domain/api/common';
import { populationPlanAnswerSchema, populationUploadBodySchema } from '../../src/domain/api/population';
import {
  POPULATION_CSV_COLUMNS,
  POPULATION_DRY_RUN_PATH,
  POPULATION_IMPORT_LIMIT_BYTES,
  POPULATION_IMPORT_PATH,
  POPULATION_PLAN_ROWS,
} from '../../src/domain/population';
import { PopulationHeaderError } from '../../src/domain/populationCsv';
import { acceptCsvText, csvOf, readingCsv } from '../http/csvUpload';
import { dryRunPopulation, importPopulation } from '../population/import';

const TAGS = ['population'];

const uploadSchema = {
  security: [{ bearerAuth: [] }],
  consumes: ['text/csv', 'application/json'],
  body: populationUploadBodySchema,
  response: { 200: populationPlanAnswerSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 413: errorSchema },
};

const FILE_DESCRIPTION =
  `Body: the CSV as text/csv (UTF-8), or JSON {"csv": "..."}; at most ${POPULATION_IMPORT_LIMIT_BYTES / 1024 / 1024} MB. ` +
  `The header row ${POPULATION_CSV_COLUMNS.join(',')} comes first; an empty state is the country, an empty lga the state. ` +
  `Rows are matched on area, age group, sex and year; the answer lists the first ${POPULATION_PLAN_ROWS} added and updated rows and every rejected row.`;

const populationRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptCsvText(app, POPULATION_IMPORT_LIMIT_BYTES);

  app.post(
    POPULATION_DRY_RUN_PATH,
    {
      bodyLimit: POPULATION_IMPORT_LIMIT_BYTES,
      schema: {
        tags: TAGS,
        summary: 'Dry run of a population CSV: what it would add, update or leave unchanged, and the rows it rejects; writes nothing',
        description: FILE_DESCRIPTION,
        ...uploadSchema,
      },
    },
    async (request) => ({ data: await readingCsv(() => dryRunPopulation(app.db, csvOf(request.body)), PopulationHeaderError) }),
  );

  app.post(
    POPULATION_IMPORT_PATH,
    {
      bodyLimit: POPULATION_IMPORT_LIMIT_BYTES,
      schema: {
        tags: TAGS,
        summary: 'Import population estimates from CSV in one transaction; same file twice changes nothing',
        description: `${FILE_DESCRIPTION} Adds new estimates, updates changed ones (an imported row replaces a demo row), keeps those the file leaves out.`,
        ...uploadSchema,
      },
    },
    async (request) => ({
      data: await readingCsv(
        () => importPopulation(app.db, csvOf(request.body), { userId: request.auth?.user.id ?? null, ip: request.ip }),
        PopulationHeaderError,
      ),
    }),
  );
};

export default populationRoutes;
