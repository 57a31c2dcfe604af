/** The admin routes' schemas shared with the public answers, now wire contracts of src/domain/api/public.ts. */
export { adminProgrammeSchema, referenceFigureSchema } from '../../src/domain/api/public';
