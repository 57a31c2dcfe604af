import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { accessLog, logOptions, type LogOutput } from '../../../server/http/logging';
import { formatLogLine } from '../../../server/http/prettyLog';

function appLoggingTo(level: string, output: LogOutput, accessLevel: 'info' | 'debug' = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { ...(logOptions(level, output) as object), stream }, logController: accessLog(accessLevel) });
  app.get('/api/things', async () => ({ ok: true }));
  return { app, lines };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

interface LoggedLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}
const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as LoggedLine);

describe('the access log', () => {
  it('is one line per request at info by default: method, path, status and time', async () => {
    const { app, lines } = appLoggingTo('info', {});
    close = () => app.close();
    await app.inject({ method: 'GET', url: '/api/things?token=secret-value' });
    const [line, ...others] = parsed(lines);
    expect(others).toEqual([]);
    expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/things' }, res: { statusCode: 200 } });
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    expect(lines.join('')).not.toContain('secret-value');
  });

  it('moves down to debug in demo mode: gone at info, there at debug', async () => {
    const quiet = appLoggingTo('info', {}, 'debug');
    await quiet.app.inject({ method: 'GET', url: '/api/things' });
    quiet.app.log.info('still here');
    await quiet.app.close();
    expect(parsed(quiet.lines).map((line) => line.msg)).toEqual(['still here']);

    const verbose = appLoggingTo('debug', {}, 'debug');
    close = () => verbose.app.close();
    await verbose.app.inject({ method: 'GET', url: '/api/things?token=secret-value' });
    const access = parsed(verbose.lines).filter((line) => line.msg === 'request completed' || line.msg === 'incoming request');
    expect(access.map((line) => [line.msg, line.level])).toEqual([['request completed', 20]]);
    expect(verbose.lines.join('')).not.toContain('secret-value');
  });
});

describe('the human format', () => {
  it('prints the access lines in short lines, without query strings', async () => {
    const { app, lines } = appLoggingTo('info', {});
    close = () => app.close();
    await app.inject({ method: 'GET', url: '/api/things?token=secret-value' });
    const human = lines.map(formatLogLine).join('');
    expect(human).toMatch(/^\d\d:\d\d:\d\d INFO {2}request completed {2}GET \/api\/things 200 \d+ ms\n$/);
    expect(human).not.toContain('secret-value');
    expect(human).not.toContain('{');
  });

  it('prints other fields as key=value and an error stack below its line', () => {
    const line = JSON.stringify({
      level: 50,
      time: Date.UTC(2026, 0, 1),
      pid: 1,
      hostname: 'h',
      msg: 'sync failed',
      collectorId: 7,
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    const human = formatLogLine(line);
    expect(human).toMatch(/ERROR sync failed {2}collectorId=7\n {4}Error: boom\n {8}at x\n$/);
    expect(human).not.toContain('hostname');
  });

  it('passes a line that is not JSON through', () => {
    expect(formatLogLine('plain text')).toBe('plain text\n');
  });
});

describe('LOG_FORMAT', () => {
  it('is read from the environment, and refused when unknown', () => {
    expect(loadConfig({ LOG_FORMAT: 'json' }, '/srv/app').logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, '/srv/app').logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'fancy' }, '/srv/app')).toThrow();
  });

  it('defaults to the human format only in a terminal', () => {
    expect(loadConfig({}, '/srv/app').logFormat).toBe(process.stdout.isTTY ? 'pretty' : 'json');
  });
});
