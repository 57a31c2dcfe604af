/**
 * What an event's acknowledgement says when its payload does not hold: the failing fields by
 * name ("collectorId: ...", "items.0.localUUID: ..."), a payload that is no object at all as
 * "payload: ...", and at most a few of them, so a payload of thousands of bad items answers briefly.
 */
import { fieldErrorsOf, WHOLE_VALUE, type IssueLike } from '../../src/domain/fieldErrors';
import { PROTOCOL_ERRORS, type ProtocolErrorCode } from '../../src/domain/protocol';

const ISSUES_NAMED = 5;

export interface Refusal {
  ok: false;
  error: string;
  code: ProtocolErrorCode;
}

export type DeviceAck = (answer: { ok: true } | Refusal) => void;

/** The refused fields (one message each, as HTTP answers name them), the whole payload as `payload`. */
export function describeIssues(issues: readonly IssueLike[]): string {
  const fields = Object.entries(fieldErrorsOf(issues));
  const named = fields.slice(0, ISSUES_NAMED).map(([field, message]) => `${field === WHOLE_VALUE ? 'payload' : field}: ${message}`);
  const more = fields.length - named.length;
  return more > 0 ? `${named.join('; ')}; and ${more} more` : named.join('; ');
}

/** A plain object (not null, not an array): the only shape an event payload may have. */
export function isPayloadObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const NOT_AN_OBJECT = 'payload: expected an object';

export function invalidPayload(issues: readonly IssueLike[]): Refusal {
  return { ok: false, error: describeIssues(issues), code: PROTOCOL_ERRORS.invalidPayload };
}
