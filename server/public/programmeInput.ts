/** The programme checks that need the server (its error type); the schemas live in src/domain/programmeInput.ts. */
import { ApiError } from '../http/errors';

export { EDITABLE_FIELDS, programmeCreateSchema, programmeUpdateSchema, type ProgrammeCreate, type ProgrammeFields } from '../../src/domain/programmeInput';

function validationError(field: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', `Some fields are not valid: ${field}: ${message}`, { [field]: message });
}

export function checkDates(startDate: string | null | undefined, endDate: string | null | undefined): void {
  if (startDate && endDate && endDate < startDate) throw validationError('endDate', 'The end date cannot be before the start date');
}
