/** Every migration in order. A static list: no file-system scanning, so the bundle and tsx agree. */
import type { Migration } from 'kysely';
import * as foundation from './001_foundation';
import * as records from './002_records';

export const MIGRATIONS: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_records': records,
};
