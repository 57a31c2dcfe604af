/** What the population panel says when a file is not accepted: each message says what to do next. */
import { HttpError } from 'ra-core';
import { POPULATION_IMPORT_LIMIT_BYTES } from '../../domain/population';

type Translate = (key: string, options?: Record<string, string | number>) => string;

export const POPULATION_LIMIT_MEGABYTES = POPULATION_IMPORT_LIMIT_BYTES / 1024 / 1024;

/** A file over the limit is refused here, without sending it (the server would answer 413). */
export function tooLargeMessage(translate: Translate): string {
  return translate('population.tooLarge', { megabytes: POPULATION_LIMIT_MEGABYTES });
}

/** 413: over the limit; 400: the server's reason; anything else: try again. */
export function populationErrorMessage(error: unknown, translate: Translate): string {
  if (error instanceof HttpError && error.status === 413) return tooLargeMessage(translate);
  if (error instanceof HttpError && error.status === 400 && error.message) return translate('population.refused', { reason: error.message });
  return translate('population.failed');
}
