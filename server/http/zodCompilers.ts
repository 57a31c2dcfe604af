/**
 * The Zod compilers as Fastify's `schemaController.compilersFactory`: exactly what
 * setValidatorCompiler/setSerializerCompiler install (Fastify's own adapter does the same), given
 * at construction so that Fastify never loads its default Ajv and fast-json-stringify compilers
 * (~0.1 s of every start). Fastify types these factories for Ajv only.
 */
import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

export const ZOD_COMPILERS = { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as unknown as CompilersFactory;
