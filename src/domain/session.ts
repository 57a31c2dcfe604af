/**
 * The session user the server hands to the browser (spec 01 §3) and the error body of every API
 * failure, as the wire contracts of ./api define them; type-only, so importing them loads no schema.
 */
export type { ApiErrorBody } from './api/common';
export type { SessionUser, TokenAnswer } from './api/auth';
