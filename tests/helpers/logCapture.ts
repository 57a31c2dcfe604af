/** The production logger settings, at the most verbose level, writing into a list of lines. */
import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import { loggerFor } from '../../server/app';
import { testConfig } from './testApp';

export function capturedLogger(): { lines: string[]; logger: FastifyServerOptions['logger'] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { ...(loggerFor(testConfig({ mode: 'production', logLevel: 'trace' })) as object), stream } };
}
