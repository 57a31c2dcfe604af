/**
 * The record generator shared by the demo seed (seed/) and the collector agent
 * (collector/): realistic Nigerian records of every type (learning centres, learners, staff,
 * communities, households, out-of-school children), deterministic from a seed number (faker,
 * en_NG), each field as its domain schema types it. It imports only src/domain and faker, so the
 * agent never loads server code; the callers add ids, links and their own bookkeeping.
 */
export { makeChild } from './children';
export { makeCommunity, makeHousehold, type CommunityContext, type HouseholdContext } from './communities';
export type { Generated } from './fields';
export { makeLearner, makeStaff } from './people';
export { pickState, pickWardsFrom, stateChooser, type Place, type WardList } from './places';
export { BASE_DATE, Rng, weights } from './random';
export { startOfUtcDay } from './days';
export { makeSchool, type SchoolContext } from './schools';
