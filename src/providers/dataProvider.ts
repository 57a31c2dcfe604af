/**
 * The admin dataProvider (DESIGN §4): ra-data-simple-rest over httpClient for lists, with the
 * single-record overrides of ./recordOverrides (docs/api-records.md, the household parts through
 * getOne/update with `meta.part`), the record bin's delete, Deleted list and restore
 * (./recordBinApi), and react-admin resource names renamed to their API paths.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import { RECORD_TYPE_NAMES, RECORD_TYPES } from '../domain/records';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';
import { getListWithEstimates } from './estimatedTotals';
import { createBinMethods, withRecordBin } from './recordBinApi';
import { createRecordOverrides } from './recordOverrides';
import { createReviewMethods } from './reviewApi';

export type { HouseholdPartMeta } from './recordOverrides';

/** Resources outside the record catalogue whose API path differs from their name. */
const OTHER_RESOURCE_API_PATHS: Readonly<Record<string, string>> = {
  'collection-users': 'user-management/collectors',
  'user-management': 'user-management',
  roles: 'user-management/roles',
};

/** react-admin resource → path under `/admin`: the record catalogue's, then the others (the rest keep their name). */
export const RESOURCE_API_PATHS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(RECORD_TYPE_NAMES.map((type) => [RECORD_TYPES[type].resource, RECORD_TYPES[type].apiPath])),
  ...OTHER_RESOURCE_API_PATHS,
};

export function apiResource(resource: string): string {
  return RESOURCE_API_PATHS[resource] ?? resource;
}

/** Renames the resource of every standard call before handing it to `provider` (other methods pass through). */
export function withResourcePaths<T extends DataProvider>(provider: T): T {
  const to = apiResource;
  return {
    ...provider,
    getList: (resource, params) => provider.getList(to(resource), params),
    getOne: (resource, params) => provider.getOne(to(resource), params),
    getMany: (resource, params) => provider.getMany(to(resource), params),
    getManyReference: (resource, params) => provider.getManyReference(to(resource), params),
    update: (resource, params) => provider.update(to(resource), params),
    updateMany: (resource, params) => provider.updateMany(to(resource), params),
    create: (resource, params) => provider.create(to(resource), params),
    delete: (resource, params) => provider.delete(to(resource), params),
    deleteMany: (resource, params) => provider.deleteMany(to(resource), params),
  } as T;
}

export function createDataProvider(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): DataProvider {
  const base = `${baseUrl}/admin`;
  const rest = simpleRestProvider(base, http);
  const overrides = createRecordOverrides(http, base);
  const provider: DataProvider = {
    ...rest,
    ...withRecordBin({ ...rest, getList: getListWithEstimates(http, base) }, http, base),
    getOne: overrides.getOne as DataProvider['getOne'],
    getMany: overrides.getMany as DataProvider['getMany'],
    update: overrides.update as DataProvider['update'],
    ...createReviewMethods(http, base, apiResource),
    ...createBinMethods(http, base, apiResource),
  };
  return withResourcePaths(provider);
}

export const dataProvider: DataProvider = createDataProvider();
