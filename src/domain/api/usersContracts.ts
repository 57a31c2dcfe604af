/** The contract table of one area of the API; see ./index.ts. */
import type { RouteContract } from './common';

/** URL prefixes whose every route has a contract below. */
export const USERS_CONTRACT_AREAS = [] as const;

export const USERS_CONTRACTS = {} as const satisfies Record<string, RouteContract>;
