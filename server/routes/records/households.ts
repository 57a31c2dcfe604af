/**
 * Households: the list, and one household in three parts, each read and saved on its own
 * (spec 02 §7): identification, parent-guardian, health-and-nutrition.
 */
import { HOUSEHOLD_PART_ANSWERS, recordIdParamsSchema, type HouseholdIdentificationRow } from '../../../src/domain/api/records';
import { getRecord, HOUSEHOLD_PARTS, householdsDef as def, notFoundError, pick, updateRecord, writeRules, type ApiRow } from '../../records';
import { noticeDevice } from '../../review/deviceReviews';
import { registerListRoute } from './standard';
import { actorOf, errorAnswers, rethrowValidation, type RecordApp } from './schemas';

// The review values come with the household itself, as with every record.
const IDENTIFICATION_KEYS = [
  'id',
  ...Object.keys(HOUSEHOLD_PARTS.identification.shape),
  'state',
  'lga',
  'ward',
  'communityName',
  'reviewState',
  'reviewComment',
  'reviewedAt',
];

/** The parts under /households/{id}/<tab>, path and answer key from the record catalogue. */
const NESTED = [HOUSEHOLD_PARTS.parentGuardian, HOUSEHOLD_PARTS.healthAndNutrition].map((part) => ({
  path: part.tab,
  key: part.key,
  part,
  answers: HOUSEHOLD_PART_ANSWERS[part.tab],
}));
const IDENTIFICATION_ANSWERS = HOUSEHOLD_PART_ANSWERS[HOUSEHOLD_PARTS.identification.tab];

const security = [{ bearerAuth: [] }];

export function registerHouseholdRoutes(app: RecordApp): void {
  registerListRoute(app, def);

  async function load(id: number): Promise<ApiRow> {
    const row = await getRecord(app.db, def, id);
    if (!row) throw notFoundError(def);
    return row;
  }

  app.get(
    `/${def.path}/:id`,
    {
      attachValidation: true,
      schema: {
        tags: ['records'],
        summary: 'A household: identification, location and community',
        security,
        params: recordIdParamsSchema,
        response: { 200: IDENTIFICATION_ANSWERS.read, ...errorAnswers },
      },
    },
    async (request) => {
      rethrowValidation(request, false);
      return { data: pick(await load(request.params.id), IDENTIFICATION_KEYS) as HouseholdIdentificationRow };
    },
  );

  app.put(
    `/${def.path}/:id/identification`,
    {
      schema: {
        tags: ['records'],
        summary: 'Save the identification of a household (state, LGA, ward and community are read-only)',
        security,
        params: recordIdParamsSchema,
        body: writeRules(def, HOUSEHOLD_PARTS.identification).schema,
        response: { 200: IDENTIFICATION_ANSWERS.saved, ...errorAnswers },
      },
    },
    async (request) => {
      const part = HOUSEHOLD_PARTS.identification;
      const { row, changes } = await updateRecord(app.db, def, request.params.id, request.body, actorOf(request), request.ip, part);
      if (changes.reviewState) await noticeDevice(app, def, request.params.id);
      return { data: pick(row, IDENTIFICATION_KEYS) as HouseholdIdentificationRow, message: part.message };
    },
  );

  for (const { path, key, part, answers } of NESTED) {
    const keys = Object.keys(part.shape);
    app.get(
      `/${def.path}/:id/${path}`,
      {
        attachValidation: true,
        schema: {
          tags: ['records'],
          summary: `The ${path} part of a household`,
          security,
          params: recordIdParamsSchema,
          response: { 200: answers.read, ...errorAnswers },
        },
      },
      async (request) => {
        rethrowValidation(request, false);
        return { data: { [key]: pick(await load(request.params.id), keys) } };
      },
    );
    app.put(
      `/${def.path}/:id/${path}`,
      {
        schema: {
          tags: ['records'],
          summary: `Save the ${path} part of a household`,
          security,
          params: recordIdParamsSchema,
          body: writeRules(def, part).schema,
          response: { 200: answers.saved, ...errorAnswers },
        },
      },
      async (request) => {
        const { row, changes } = await updateRecord(app.db, def, request.params.id, request.body, actorOf(request), request.ip, part);
        if (changes.reviewState) await noticeDevice(app, def, request.params.id);
        return { data: { [key]: pick(row, keys) }, message: part.message };
      },
    );
  }
}
