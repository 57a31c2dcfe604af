/** Zod schemas shared by route definitions (validation and the OpenAPI document); the wire shapes live in the domain. */
export { errorSchema, messageSchema } from '../../src/domain/api/common';
