/** The error handler's answers for faults that are the client's (server/http/errors.ts). */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../../server/http/errors';

const app = Fastify({ logger: false });

beforeAll(async () => {
  registerErrorHandling(app);
  // What @fastify/busboy throws when the body ends inside a multipart part, and a plain fault.
  app.get('/dropped', async () => {
    throw new Error('Part terminated early due to unexpected end of multipart data');
  });
  app.get('/form-cut', async () => {
    throw new Error('Unexpected end of form');
  });
  app.get('/fault', async () => {
    throw new Error('boom');
  });
  await app.ready();
});
afterAll(async () => app.close());

describe('the error handler', () => {
  it.each(['/dropped', '/form-cut'])('answers an upload cut short (%s) with 400 UPLOAD_INCOMPLETE, not a server fault', async (url) => {
    const answer = await app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'The upload ended before the whole file arrived. Send it again.', code: 'UPLOAD_INCOMPLETE' });
  });

  it('still answers 500 without details for any other fault', async () => {
    const answer = await app.inject({ method: 'GET', url: '/fault' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ message: 'Something went wrong on the server. Please try again.', code: 'INTERNAL_ERROR' });
  });
});
