/** The contract table of one area of the API; see ./index.ts. */
import type { RouteContract } from './common';

/** URL prefixes whose every route has a contract below. */
export const SYNC_CONTRACT_AREAS = [] as const;

export const SYNC_CONTRACTS = {} as const satisfies Record<string, RouteContract>;
