/** Device logs kept by the server (docs/api-telemetry.md). */

export interface TelemetryEntry {
  id: number;
  receivedAt: string;
  /** The device's own timestamp, as sent. */
  deviceTime: string;
  level: string;
  category: string;
  message: string;
  collector: { id: number; fullName: string; email: string };
}

export const TELEMETRY_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export const TELEMETRY_SORTABLE = ['receivedAt', 'level', 'category', 'id'] as const;
