/**
 * The contract table of the record routes (see ./index.ts), one block per type of the record
 * catalogue under /api/admin/<apiPath>: the list, one record and its update (a household per
 * part), review, and the bin.
 */
import { deleteBodySchema } from '../recordBin';
import { reviewBodySchema } from '../recordQuality';
import { HOUSEHOLD_PARTS_BY_TAB, HOUSEHOLD_TABS, RECORD_TYPE_NAMES, RECORD_TYPES, type RecordType } from '../records';
import type { RouteContract } from './common';
import {
  HOUSEHOLD_PART_ANSWERS,
  recordAnswerSchema,
  recordIdParamsSchema,
  recordListAnswerSchema,
  recordListQuerySchema,
  recordSavedAnswerSchema,
} from './records';
import { deletedListAnswerSchema, recordIdSavedAnswerSchema } from './recordsBin';
import { reviewHistoryAnswerSchema } from './recordsReview';
import { recordWriteRules } from './recordsWrite';

const recordsBase = (type: RecordType) => `/api/admin/${RECORD_TYPES[type].apiPath}`;

const params = recordIdParamsSchema;

/** One record and its update; a household is read and saved per part, its identification read at /:id. */
function singleRecordContracts(type: RecordType, base: string): Record<string, RouteContract> {
  if (type !== 'households') {
    return {
      [`GET ${base}/:id`]: { params, answer: recordAnswerSchema },
      [`PUT ${base}/:id`]: { params, body: recordWriteRules(type).schema, answer: recordSavedAnswerSchema },
    };
  }
  const contracts: Record<string, RouteContract> = {};
  for (const tab of HOUSEHOLD_TABS) {
    const answers = HOUSEHOLD_PART_ANSWERS[tab];
    const readPath = HOUSEHOLD_PARTS_BY_TAB[tab].answerKey === null ? `${base}/:id` : `${base}/:id/${tab}`;
    contracts[`GET ${readPath}`] = { params, answer: answers.read };
    contracts[`PUT ${base}/:id/${tab}`] = { params, body: recordWriteRules(type, tab).schema, answer: answers.saved };
  }
  return contracts;
}

function typeContracts(type: RecordType): Record<string, RouteContract> {
  const base = recordsBase(type);
  return {
    [`GET ${base}`]: { query: recordListQuerySchema, answer: recordListAnswerSchema },
    ...singleRecordContracts(type, base),
    // Review
    [`POST ${base}/:id/review`]: { params, body: reviewBodySchema, answer: recordSavedAnswerSchema },
    [`GET ${base}/:id/reviews`]: { params, answer: reviewHistoryAnswerSchema },
    // The bin
    [`DELETE ${base}/:id`]: { params, body: deleteBodySchema, answer: recordIdSavedAnswerSchema },
    [`GET ${base}/deleted`]: { query: recordListQuerySchema, answer: deletedListAnswerSchema },
    [`POST ${base}/:id/restore`]: { params, answer: recordIdSavedAnswerSchema },
  };
}

export const RECORDS_CONTRACTS: Readonly<Record<string, RouteContract>> = Object.fromEntries(
  RECORD_TYPE_NAMES.flatMap((type) => Object.entries(typeContracts(type))),
);
