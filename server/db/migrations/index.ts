/** Every migration in order. A static list: no file-system scanning, so the bundle and tsx agree. */
import type { Migration } from 'kysely';
import * as foundation from './001_foundation';

export const MIGRATIONS: Record<string, Migration> = {
  '001_foundation': foundation,
};
