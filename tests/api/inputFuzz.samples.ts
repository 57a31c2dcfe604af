/**
 * Plausible valid bodies of the write routes and the filter keys of the list routes, for the input
 * fuzz test. Each bad value replaces one field of a valid body, so the field alone decides the answer.
 */
import { RECORD_DEFS } from '../../server/records';
import * as E from '../../src/domain/records/enums';
import { REFERENCE_UNITS } from '../../src/domain/publicData';

export type Kind = 'text' | 'enum' | 'date' | 'int' | 'float' | 'flag' | 'list';

export interface WriteSample {
  /** A fresh valid body (unique e-mails, names and localUUIDs where a write would collide). */
  body?: () => Record<string, unknown>;
  /** Dotted paths of the fields to fuzz (default: the body's top-level keys). */
  fields?: string[];
  /** Fields holding a closed list of values (the rest are typed by their sample value). */
  enums?: string[];
  dates?: string[];
  /** Corpus entries a field legitimately accepts, by name. */
  allow?: Record<string, string[]>;
  as?: 'collector';
  /** Fields under `.data.` are answered in the push's per-record result. */
  perRecord?: boolean;
  /** Why the body is not fuzzed here (path parameters still are). */
  skip?: string;
}

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;
const email = () => `fuzz-${unique()}@example.org`;
const localUUID = () => `fuzz-${unique()}-0000-0000`;

export function fieldKind(sample: WriteSample, field: string, body: Record<string, unknown>): Kind {
  if (sample.enums?.includes(field)) return 'enum';
  if (sample.dates?.includes(field)) return 'date';
  const value = field.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], body);
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'boolean') return 'flag';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return 'text';
}

const noBody = (skip: string): WriteSample => ({ skip });
const recordPut = (body: Record<string, unknown>, enums: string[], dates: string[] = []): WriteSample => ({ body: () => ({ ...body }), enums, dates });

export const WRITE_SAMPLES: Record<string, WriteSample> = {
  'POST /api/admin/auth/login': { body: () => ({ email: email(), password: 'Wrong-Horse-42' }) },
  'POST /api/admin/auth/refresh': noBody('no body'),
  'POST /api/admin/auth/logout': noBody('no body'),
  'POST /api/admin/auth/forgot-password': { body: () => ({ email: email() }) },
  'POST /api/admin/auth/reset-password': { body: () => ({ email: email(), code: '123456', newPassword: 'Brand-New-Horse-43' }) },
  'POST /api/admin/auth/accept-invitation': { body: () => ({ token: 't'.repeat(43), email: email(), password: 'Brand-New-Horse-43' }) },
  'PUT /api/admin/auth/profile': { body: () => ({ fullName: 'Fuzz Person', phone: '08030000000' }) },
  // A wrong current password: every bad value must be refused by the schema first, naming its field.
  'POST /api/admin/auth/change-password': { body: () => ({ currentPassword: 'Not-The-Password-9', newPassword: 'Brand-New-Horse-43' }) },
  'DELETE /api/admin/auth/sessions/:id': noBody('no body'),
  'POST /api/admin/notifications/read': { body: () => ({ ids: [999_999] }) },
  'POST /api/admin/user-management/invite': { body: () => ({ fullName: 'Fuzz Person', email: email(), roleId: 2, phone: '08030000000', state: 'kano' }) },
  'POST /api/admin/user-management/:id/resend-invitation': noBody('no body'),
  'POST /api/admin/user-management/:id/revoke-invitation': noBody('no body'),
  'PUT /api/admin/user-management/edit': {
    body: () => ({ id: 999_999, fullName: 'Fuzz Person', phone: '08030000000', state: 'kano', roleId: 2, isActive: true }),
    fields: ['id', 'fullName', 'phone', 'state', 'roleId', 'isActive'],
  },
  'DELETE /api/admin/user-management/:id': noBody('no body'),
  'DELETE /api/admin/sync/extractions/:id': noBody('no body'),
  'POST /api/admin/user-management/roles': {
    body: () => ({ name: `fuzz_${unique()}`, displayName: 'Fuzz Role', description: 'Made by the fuzz test', permissions: ['read_schools'] }),
  },
  'PUT /api/admin/user-management/roles/:id': { body: () => ({ displayName: 'Fuzz Role', description: 'Edited', permissions: ['read_schools'] }) },
  'DELETE /api/admin/user-management/roles/:id': noBody('no body'),
  'POST /api/admin/user-management/bulk-invite/upload': noBody('multipart (upload limits are tested elsewhere)'),
  'POST /api/admin/locations/wards/dry-run': { body: () => ({ csv: 'state,lga,ward\nkano,nassarawa,fuzz ward\n' }), allow: { csv: ['1 MB string'] } },
  'POST /api/admin/locations/wards/import': { body: () => ({ csv: 'state,lga,ward\nkano,nassarawa,fuzz ward\n' }), allow: { csv: ['1 MB string'] } },
  'POST /api/admin/population/dry-run': { body: () => ({ csv: 'state,lga,age_group,sex,year,population,source,licence\nkano,,6-11,total,2024,1,Fuzz,CC0\n' }) },
  'POST /api/admin/population/import': {
    body: () => ({ csv: 'state,lga,age_group,sex,year,population,source,licence\nnowhere,,6-11,total,2024,1,Fuzz,CC0\n' }),
  },
  'DELETE /api/admin/telemetry': noBody('query only (see FILTERS)'),
  'POST /api/admin/data/import/:type': noBody('multipart'),
  'POST /api/admin/sync/push': {
    as: 'collector',
    perRecord: true,
    body: () => ({
      records: [
        {
          table: 'schools',
          localUUID: localUUID(),
          data: { schoolName: 'Fuzz', yearEstablished: 2001, latitude: 9.5, typeOfSchool: E.SCHOOL_TYPES[0], buildingRemarks: 'ok' },
        },
      ],
    }),
    fields: [
      'records.0.table',
      'records.0.localUUID',
      'records.0.data.schoolName',
      'records.0.data.yearEstablished',
      'records.0.data.latitude',
      'records.0.data.typeOfSchool',
      'records.0.data.buildingRemarks',
    ],
    enums: ['records.0.table', 'records.0.data.typeOfSchool'],
  },
  'PUT /api/admin/sync/queue': {
    as: 'collector',
    body: () => ({
      payload: [{ table: 'schools', localId: 1, localUUID: localUUID(), syncStatus: 'failed', attempts: 2, lastError: 'timeout', serverId: null }],
    }),
    fields: ['payload.0.table', 'payload.0.localId', 'payload.0.localUUID', 'payload.0.syncStatus', 'payload.0.attempts', 'payload.0.lastError'],
    enums: ['payload.0.table'],
  },
  'POST /api/admin/sync/verify': {
    as: 'collector',
    body: () => ({ items: [{ table: 'schools', localUUID: localUUID() }], withData: false }),
    fields: ['items.0.table', 'items.0.localUUID', 'withData'],
    enums: ['items.0.table'],
  },
  'POST /api/admin/sync/extractions': noBody('multipart'),
  'POST /api/admin/programmes': {
    body: () => ({
      title: `Fuzz programme ${unique()}`,
      summary: 'A summary',
      description: 'Text',
      status: 'active',
      startDate: '2024-01-01',
      states: ['kano'],
      partners: [{ name: 'Partner', url: 'https://example.org' }],
    }),
    fields: ['title', 'summary', 'description', 'status', 'startDate', 'states', 'partners.0.name', 'partners.0.url'],
    enums: ['status'],
    dates: ['startDate'],
  },
  'PUT /api/admin/programmes/:id': {
    body: () => ({ title: 'Fuzz programme', summary: 'A summary', status: 'active', endDate: '2030-01-01', states: ['kano'] }),
    enums: ['status'],
    dates: ['endDate'],
  },
  'POST /api/admin/programmes/:id/publish': noBody('no body'),
  'POST /api/admin/programmes/:id/unpublish': noBody('no body'),
  'PUT /api/admin/reference-indicators/:id': {
    body: () => ({
      title: 'Fuzz figure',
      value: 12.5,
      valueMale: 10.5,
      unit: REFERENCE_UNITS[0],
      year: '2024',
      ageGroup: '6-14',
      definition: 'Def',
      source: 'Src',
    }),
    enums: ['unit'],
    // Range checks by unit belong to the figure's own rules; here only the type is fuzzed.
    allow: { value: ['2^31', '-1'], valueMale: ['2^31', '-1'] },
  },
  'PUT /api/admin/schools/:id': recordPut(
    {
      schoolName: 'Fuzz School',
      reference: 'REF-1',
      yearEstablished: 2001,
      latitude: 9.5,
      typeOfSchool: E.SCHOOL_TYPES[0],
      inaccessibilityReason: [E.INACCESSIBILITY_REASONS[0]],
      lastMonitoringDate: '2024-02-01',
      shiftSystem: true,
      buildingRemarks: 'Fine',
      teachingMaterials: ['Chalk'],
    },
    ['typeOfSchool'],
    ['lastMonitoringDate'],
  ),
  'PUT /api/admin/learners/:id': recordPut({ firstName: 'Fuzz', age: 12, sex: E.SEXES[0], dateOfBirth: '2012-03-04' }, ['sex'], ['dateOfBirth']),
  'PUT /api/admin/staff/:id': recordPut({ fullName: 'Fuzz Staff', role: E.STAFF_ROLES[0], qualifications: 'NCE' }, ['role']),
  'PUT /api/admin/communities/:id': recordPut(
    { name: 'Fuzz Community', basicSchools: 3, communityType: E.COMMUNITY_SETTING_TYPES[0], hasPrimarySchools: true, longitude: 8.5 },
    ['communityType'],
  ),
  'PUT /api/admin/households/:id/identification': recordPut(
    { householdHead: 'Fuzz Head', ageOfHouseholdHead: 40, numberOfMaleMembers: 2, maritalStatus: E.HOUSEHOLD_MARITAL_STATUSES[0], phone: '0800' },
    ['maritalStatus'],
  ),
  'PUT /api/admin/households/:id/parent-guardian': recordPut({ fatherOccupation: 'Farmer', fatherEducationLevel: E.EDUCATION_LEVELS[0], fatherAlive: true }, [
    'fatherEducationLevel',
  ]),
  'PUT /api/admin/households/:id/health-and-nutrition': recordPut(
    { healthFacilityType: E.HEALTH_FACILITY_TYPES[0], healthFacilityDistance: 1.5, hasWasting: false },
    ['healthFacilityType'],
    [],
  ),
  ...Object.fromEntries(
    Object.values(RECORD_DEFS).map((def) => [
      `POST /api/admin/${def.path}/:id/review`,
      { body: () => ({ state: 'has_issues', comment: 'The age does not match the date of birth' }), enums: ['state'] } satisfies WriteSample,
    ]),
  ),
  // The record bins: a delete's reason; a restore has no body.
  ...Object.fromEntries(
    Object.values(RECORD_DEFS).flatMap((def) => [
      [`DELETE /api/admin/${def.path}/:id`, { body: () => ({ reason: 'Registered twice by mistake' }) } satisfies WriteSample],
      [`POST /api/admin/${def.path}/:id/restore`, noBody('no body')],
    ]),
  ),
  'POST /api/admin/duplicates/check': { body: () => ({ type: 'oos-children', state: 'kano' }), enums: ['type'] },
  'POST /api/admin/duplicates/:id/resolve': { body: () => ({ action: 'merge', keepId: 1 }), enums: ['action'] },
  'POST /api/admin/duplicates/:id/unmerge': noBody('no body (its path parameter is fuzzed)'),
  'POST /api/admin/sync/commands/:requestId/cancel': noBody('no body'),
  'PUT /api/admin/sync/summary': {
    as: 'collector',
    body: () => ({ tables: { schools: { synced: [localUUID()], pending: [], failed: [], unknown: [] } } }),
    fields: ['tables.schools.synced', 'tables.schools.pending'],
  },
  'PUT /api/admin/oos-children/:id': recordPut(
    { firstName: 'Fuzz', nin: '123', age: 10, sex: E.SEXES[1], supportRequirementsIfYes: [E.SUPPORT_REQUIREMENTS[0]], dateOfBirth: '2014-05-06' },
    ['sex'],
    ['dateOfBirth'],
  ),
};

export interface FilterSample {
  /** `list`: ?filter={"key":value} (ra-data-simple-rest); `plain`: ?key=value. */
  dialect: 'list' | 'plain';
  keys: Record<string, Kind>;
}

const ENUM_KIND = { enum: 'enum', boolean: 'flag', id: 'int', min: 'float', max: 'float' } as const satisfies Record<string, Kind>;
const recordFilters = Object.fromEntries(
  Object.values(RECORD_DEFS).map((def) => [
    `GET /api/admin/${def.path}`,
    {
      dialect: 'list',
      keys: {
        q: 'text',
        state: 'text',
        ward: 'text',
        zone: 'enum',
        createdFrom: 'date',
        id: 'int',
        reviewState: 'enum',
        ...Object.fromEntries(Object.entries(def.filters).map(([name, spec]) => [name, ENUM_KIND[spec.kind]])),
      },
    } satisfies FilterSample,
  ]),
);

export const FILTERS: Record<string, FilterSample> = {
  ...recordFilters,
  'GET /api/admin/user-management': {
    dialect: 'list',
    keys: { q: 'text', roleId: 'int', role: 'text', isActive: 'flag', invitation: 'enum', state: 'text', id: 'list' },
  },
  'GET /api/admin/user-management/collectors': { dialect: 'list', keys: { q: 'text', state: 'text', isActive: 'flag', id: 'list' } },
  'GET /api/admin/mail/outbox': { dialect: 'list', keys: { kind: 'enum', status: 'enum', q: 'text' } },
  'GET /api/admin/audit-logs': { dialect: 'list', keys: { q: 'text', userId: 'int', action: 'text', resource: 'text', resourceId: 'text', from: 'date' } },
  'GET /api/admin/telemetry': { dialect: 'list', keys: { q: 'text', collector: 'text', collectorId: 'int', level: 'text', category: 'text', to: 'date' } },
  'GET /api/admin/programmes': { dialect: 'list', keys: { q: 'text', status: 'enum', published: 'flag', state: 'text', id: 'int' } },
  'GET /api/admin/reference-indicators': { dialect: 'list', keys: { q: 'text', category: 'enum', indicator: 'text', scope: 'enum', area: 'text', id: 'int' } },
  'GET /api/admin/reports/performance': { dialect: 'plain', keys: { from: 'date', to: 'date', state: 'text' } },
  'GET /api/admin/search': { dialect: 'plain', keys: { q: 'text' } },
  'GET /api/admin/dashboard/executive': { dialect: 'plain', keys: { state: 'text', lga: 'text', from: 'date', to: 'date' } },
  'GET /api/admin/dashboard/admin': { dialect: 'plain', keys: { state: 'text', lga: 'text', from: 'date', to: 'date' } },
  'GET /api/admin/dashboard/collector': { dialect: 'plain', keys: { state: 'text', lga: 'text', from: 'date', to: 'date' } },
  'GET /api/admin/dashboard/review': { dialect: 'plain', keys: { state: 'text', lga: 'text', from: 'date', to: 'date' } },
  'GET /api/admin/notifications': { dialect: 'list', keys: { unread: 'flag' } },
  'GET /api/admin/data/export/:type': { dialect: 'plain', keys: { state: 'text', from: 'date' } },
  'GET /api/admin/sync/commands': { dialect: 'plain', keys: { collectorId: 'int', status: 'enum', limit: 'int' } },
  'GET /api/admin/sync/reviews': { dialect: 'plain', keys: { since: 'date' } },
  'GET /api/admin/duplicates': { dialect: 'list', keys: { status: 'enum', type: 'enum', state: 'text' } },
  'GET /api/admin/sync/extractions': { dialect: 'plain', keys: { collectorId: 'int' } },
  'GET /api/public/indicators': { dialect: 'plain', keys: { level: 'enum' } },
  'GET /api/public/programmes': { dialect: 'plain', keys: { status: 'enum', state: 'text' } },
  'DELETE /api/admin/telemetry': { dialect: 'plain', keys: { before: 'date' } },
  ...Object.fromEntries(
    Object.values(RECORD_DEFS).map((def) => [`GET /api/admin/${def.path}/deleted`, { dialect: 'list', keys: { q: 'text' } } satisfies FilterSample]),
  ),
};

/** GET routes with no filter to fuzz (their path parameters still are). */
export const GET_WITHOUT_FILTERS = [
  'GET /api/docs',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/admin/auth/me',
  'GET /api/admin/user-management/:id',
  'GET /api/admin/user-management/roles',
  'GET /api/admin/user-management/roles/:id',
  'GET /api/admin/user-management/bulk-invite/jobs',
  'GET /api/admin/user-management/bulk-invite/jobs/:id/rows',
  'GET /api/admin/user-management/bulk-invite/jobs/:id/rows.csv',
  'GET /api/admin/schools/:id',
  'GET /api/admin/learners/:id',
  'GET /api/admin/staff/:id',
  'GET /api/admin/communities/:id',
  'GET /api/admin/households/:id',
  'GET /api/admin/households/:id/parent-guardian',
  'GET /api/admin/households/:id/health-and-nutrition',
  'GET /api/admin/oos-children/:id',
  'GET /api/locations/states',
  'GET /api/locations/states/:state/lgas',
  'GET /api/locations/states/:state/lgas/:lga/wards',
  'GET /api/admin/audit-logs/facets',
  'GET /api/admin/audit-logs/:id',
  'GET /api/admin/sync/online-collectors',
  'GET /api/admin/sync/queue/:collectorId',
  'GET /api/admin/sync/extractions/:id/download',
  'GET /api/public/summary',
  'GET /api/public/reference-indicators',
  'GET /api/public/population-sources',
  'GET /api/public/programmes/:id',
  'GET /api/admin/programmes/:id',
  'GET /api/admin/reference-indicators/:id',
  'GET /api/admin/auth/profile',
  'GET /api/admin/auth/sessions',
  'GET /api/admin/system',
  ...Object.values(RECORD_DEFS).map((def) => `GET /api/admin/${def.path}/:id/reviews`),
  'GET /api/admin/duplicates/check/:id',
  'GET /api/admin/sync/reconciliation',
  'GET /api/admin/sync/reconciliation/:collectorId',
];
