import { PROGRAMME_STATUSES, type ProgrammeStatus } from '../../domain/publicData';

/** The status words of the public site's catalogue (programmes.* in src/i18n/en.ts), shared with the admin screens. */
export const STATUS_LABEL_KEYS: Readonly<Record<ProgrammeStatus, string>> = {
  planned: 'programmes.planned',
  active: 'programmes.active',
  completed: 'programmes.completed',
};

export function isProgrammeStatus(value: unknown): value is ProgrammeStatus {
  return (PROGRAMME_STATUSES as readonly unknown[]).includes(value);
}

/** react-admin choices; react-admin translates their names. */
export const STATUS_CHOICES = PROGRAMME_STATUSES.map((status) => ({ id: status, name: STATUS_LABEL_KEYS[status] }));
