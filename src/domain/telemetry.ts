/** Device logs kept by the server (docs/api-telemetry.md). */

/** One log line as the API answers it: the wire contract of ./api/telemetry.ts. */
export type { TelemetryEntry } from './api/telemetry';

export const TELEMETRY_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export const TELEMETRY_SORTABLE = ['receivedAt', 'level', 'category', 'id'] as const;
