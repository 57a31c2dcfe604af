/**
 * What a record's PUT body may hold (docs/api-records.md): the record's (or the household part's)
 * fields, all optional, plus the read-only values a form sends back as it got them. Unknown keys
 * answer 400.
 *
 * - editable: written when they change.
 * - compared: read-only; refused with 400 when sent with a value other than the stored one
 *   (id, uuid, sync status, collector, a read-only location, links that cannot change here).
 * - ignored: derived or moving values (times, counts, the zone of an editable location, the name
 *   of a link that the same body may change); accepted and never written.
 *
 * One cached object per type (and household part): the server's route and the contract table hold
 * the same schema.
 */
import { z } from 'zod';
import {
  communitySchema,
  HOUSEHOLD_PARTS_BY_TAB,
  householdSchema,
  learnerSchema,
  outOfSchoolChildSchema,
  RECORD_TYPES,
  schoolSchema,
  staffSchema,
  type HouseholdTab,
  type RecordType,
} from '../records';

/** A record's place, in the order the server checks it. */
export const RECORD_LOCATION_KEYS = ['state', 'lga', 'ward'] as const;

/** What of a record type, besides its fields, shapes its PUT body; the server's record definitions agree with it. */
export interface RecordWriteShape {
  schema: z.ZodObject<z.ZodRawShape>;
  /** Schools and communities: state, LGA and ward are editable (the zone follows). Others: read-only. */
  locationEditable: boolean;
  /** Every link column (id of another record), a field of the type or not. */
  referenceKeys: readonly string[];
  /** The link whose name the rows carry: the id column and the name's key. */
  link?: { idKey: string; as: string };
}

export const RECORD_WRITE_SHAPES: Readonly<Record<RecordType, RecordWriteShape>> = {
  schools: { schema: schoolSchema, locationEditable: true, referenceKeys: [] },
  learners: { schema: learnerSchema, locationEditable: false, referenceKeys: ['schoolId'], link: { idKey: 'schoolId', as: 'schoolName' } },
  staff: { schema: staffSchema, locationEditable: false, referenceKeys: ['schoolId'], link: { idKey: 'schoolId', as: 'schoolName' } },
  communities: { schema: communitySchema, locationEditable: true, referenceKeys: [] },
  households: { schema: householdSchema, locationEditable: false, referenceKeys: ['communityId'], link: { idKey: 'communityId', as: 'communityName' } },
  outOfSchoolChildren: {
    schema: outOfSchoolChildSchema,
    locationEditable: false,
    referenceKeys: ['householdId', 'communityId'],
    link: { idKey: 'householdId', as: 'householdHead' },
  },
};

export interface RecordWriteRules {
  schema: z.ZodObject<z.ZodRawShape>;
  editable: ReadonlySet<string>;
  compared: readonly string[];
}

const idValue = z.number({ error: 'Expected a whole number' }).int('Expected a whole number');
const textValue = z.string().nullish();

const SYSTEM_VALUES: Record<string, z.ZodType> = {
  id: idValue.positive('Expected the record id'),
  uuid: z.string(),
  syncStatus: textValue,
  collectorId: idValue.nullish(),
  createdAt: textValue,
  updatedAt: textValue,
  zone: textValue,
};

/** A record's review values, answered with it; they change only through POST .../review. */
const REVIEW_VALUES = ['reviewState', 'reviewComment', 'reviewedAt'];

function build(type: RecordType, tab?: HouseholdTab): RecordWriteRules {
  const { schema: recordSchema, locationEditable, referenceKeys, link } = RECORD_WRITE_SHAPES[type];
  const computed: readonly string[] = RECORD_TYPES[type].computed;
  const shape = tab ? HOUSEHOLD_PARTS_BY_TAB[tab].shape : recordSchema.shape;
  const fields = Object.keys(shape);
  const readOnlyLocation: string[] = locationEditable ? [] : [...RECORD_LOCATION_KEYS];
  const editable = new Set(fields.filter((key) => !readOnlyLocation.includes(key)));

  const compared = ['id', 'uuid', 'syncStatus', 'collectorId', ...readOnlyLocation];
  // A form sends the review values back as it got them.
  const ignored = ['createdAt', 'updatedAt', ...REVIEW_VALUES, ...computed];
  if (locationEditable) ignored.push('zone');
  else compared.push('zone');
  const extra: Record<string, z.ZodType> = {};
  for (const key of referenceKeys) {
    if (editable.has(key)) continue;
    compared.push(key);
    extra[key] = idValue.nullish();
  }
  if (link) {
    (editable.has(link.idKey) ? ignored : compared).push(link.as);
    extra[link.as] = textValue;
  }
  for (const key of computed) extra[key] = z.number().nullish();
  for (const key of [...compared, ...ignored]) {
    if (key in shape || key in extra) continue;
    extra[key] = SYSTEM_VALUES[key] ?? textValue;
  }

  const optionalExtra = Object.fromEntries(Object.entries(extra).map(([key, value]) => [key, value.optional()]));
  const partial = z.object(shape).partial().shape;
  const schema = z.strictObject({ ...optionalExtra, ...partial }) as unknown as z.ZodObject<z.ZodRawShape>;
  return { schema, editable, compared: compared.filter((key) => !editable.has(key)) };
}

const cache = new Map<string, RecordWriteRules>();

/** The rules of a PUT of the whole record, or of one household part. */
export function recordWriteRules(type: RecordType, tab?: HouseholdTab): RecordWriteRules {
  const key = tab ? `${type}/${tab}` : type;
  let rules = cache.get(key);
  if (!rules) {
    rules = build(type, tab);
    cache.set(key, rules);
  }
  return rules;
}

/** The PUT body: the fields sent (only those change) and the read-only values as the form got them. */
export type RecordWriteBody = Record<string, unknown>;
