/**
 * Location lookups (public) and the ward list's dry run and import (admin, manage_data_import). States and LGAs come
 * from src/domain/locations; wards from the database. Registered under /api.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../src/domain/api/common';
import {
  lgasAnswerSchema,
  lgasParamsSchema,
  statesAnswerSchema,
  wardPlanAnswerSchema,
  wardsAnswerSchema,
  wardsParamsSchema,
  wardUploadBodySchema,
} from '../../src/domain/api/locations';
import { allStates, lgasOfState, resolveState, ZONES } from '../../src/domain/locations';
import { acceptCsvText, csvOf, readingCsv } from '../http/csvUpload';
import { dryRunWards, importWards } from '../locations/import';
import { wardsOf } from '../locations/wards';

/** Largest ward file accepted (the full national list is about 300 KB). */
export const WARD_IMPORT_LIMIT_BYTES = 5 * 1024 * 1024;

const zoneNames = new Map<string, string>(ZONES.map((z) => [z.slug, z.name]));

const uploadSchema = {
  security: [{ bearerAuth: [] }],
  consumes: ['text/csv', 'application/json'],
  body: wardUploadBodySchema,
  response: { 200: wardPlanAnswerSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 413: errorSchema },
};

const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptCsvText(app, WARD_IMPORT_LIMIT_BYTES);

  app.get(
    '/locations/states',
    {
      schema: {
        tags: ['locations'],
        summary: 'The 37 states (FCT included) with their zone and number of LGAs',
        response: { 200: statesAnswerSchema },
      },
    },
    async () => ({
      data: allStates().map((s) => ({
        slug: s.slug,
        name: s.name,
        zone: s.zone,
        zoneName: zoneNames.get(s.zone) ?? s.zone,
        lgaCount: lgasOfState(s.slug).length,
      })),
    }),
  );

  app.get(
    '/locations/states/:state/lgas',
    {
      schema: {
        tags: ['locations'],
        summary: 'The LGAs of a state (slug or name); an empty list for an unknown state',
        params: lgasParamsSchema,
        response: { 200: lgasAnswerSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const state = resolveState(request.params.state);
      return { data: state ? lgasOfState(state.slug).map(({ state: s, slug, name }) => ({ state: s, slug, name })) : [] };
    },
  );

  app.get(
    '/locations/states/:state/lgas/:lga/wards',
    {
      schema: {
        tags: ['locations'],
        summary:
          "The wards of a state and LGA (slugs or names): INEC's list shipped with the product, as an admin last imported it; an empty list when nothing matches",
        params: wardsParamsSchema,
        response: { 200: wardsAnswerSchema, 400: errorSchema },
      },
    },
    async (request) => ({ data: await wardsOf(app.db, request.params.state, request.params.lga) }),
  );

  app.post(
    '/admin/locations/wards/dry-run',
    {
      bodyLimit: WARD_IMPORT_LIMIT_BYTES,
      schema: {
        tags: ['locations'],
        summary: 'Dry run of a ward CSV: what it would add, rename or leave unchanged, and the rows it rejects; writes nothing',
        description: 'Body as for the import. Lists the first 200 added and renamed wards.',
        ...uploadSchema,
      },
    },
    async (request) => ({ data: await readingCsv(() => dryRunWards(app.db, csvOf(request.body))) }),
  );

  app.post(
    '/admin/locations/wards/import',
    {
      bodyLimit: WARD_IMPORT_LIMIT_BYTES,
      schema: {
        tags: ['locations'],
        summary: 'Import wards from CSV (state,lga,ward[,latitude,longitude]) in one transaction; same file twice changes nothing',
        description:
          'Body: the CSV as text/csv, or JSON {"csv": "..."}. Adds new wards, renames or relocates stored ones (same slug), keeps wards the file leaves out; rows with an unknown state or LGA are reported.',
        ...uploadSchema,
      },
    },
    async (request) => ({
      data: await readingCsv(() => importWards(app.db, csvOf(request.body), { userId: request.auth?.user.id ?? null, ip: request.ip })),
    }),
  );
};

export default locationRoutes;
