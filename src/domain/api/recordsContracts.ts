/** The contract table of one area of the API; see ./index.ts. */
import type { RouteContract } from './common';

/** URL prefixes whose every route has a contract below. */
export const RECORDS_CONTRACT_AREAS = [] as const;

export const RECORDS_CONTRACTS = {} as const satisfies Record<string, RouteContract>;
