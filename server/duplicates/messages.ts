/** The answers of resolving and undoing pairs, shared by the merge, the undo and the routes. */
import { ApiError } from '../http/errors';

export const RESOLVE_MESSAGES = {
  notFound: 'The possible duplicate',
  notOpen: 'This pair changed meanwhile: it has already been resolved.',
  moved: 'This pair changed meanwhile: its records were merged with others. Reload the list.',
  keepIdOutside: 'keepId must be the id of one record of the pair',
  recordGone: 'This pair changed meanwhile: one of its records no longer exists (merged or deleted).',
  distinct: 'The records were marked as not duplicates.',
  merged: 'The records were merged.',
} as const;

export const UNMERGE_MESSAGES = {
  notMerged: 'This pair changed meanwhile: it is not merged (any more).',
  windowPassed: (days: number) => `The undo window has passed: a merge can be undone for ${days} day(s) only.`,
  beforeUndo: 'This merge was made before merges could be undone; it cannot be undone.',
  survivorGone: (survivor: number) => `Record ${survivor} has itself been merged or deleted since; undo that first.`,
  linkGone: 'The merged record cannot come back: a record it links to, or one with its identifiers, has changed since.',
  undone: 'The merge was undone: both records are back.',
} as const;

/** 409: the pair is not as the caller saw it. */
export const pairChanged = (message: string) => new ApiError(409, 'CONFLICT', message);
