/**
 * What an event's acknowledgement says when its payload does not hold: the failing fields by
 * name ("collectorId: ...", "items.0.localUUID: ..."), a payload that is no object at all as
 * "payload: ...", and at most a few of them, so a payload of thousands of bad items answers briefly.
 */
import { PROTOCOL_ERRORS, type ProtocolErrorCode } from '../../src/domain/protocol';

const ISSUES_NAMED = 5;

export interface Refusal {
  ok: false;
  error: string;
  code: ProtocolErrorCode;
}

export type DeviceAck = (answer: { ok: true } | Refusal) => void;

export function describeIssues(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): string {
  const named = issues.slice(0, ISSUES_NAMED).map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : 'payload'}: ${issue.message}`);
  const more = issues.length - named.length;
  return more > 0 ? `${named.join('; ')}; and ${more} more` : named.join('; ');
}

/** A plain object (not null, not an array): the only shape an event payload may have. */
export function isPayloadObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const NOT_AN_OBJECT = 'payload: expected an object';

export function invalidPayload(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): Refusal {
  return { ok: false, error: describeIssues(issues), code: PROTOCOL_ERRORS.invalidPayload };
}
