/**
 * The console's human format: when `npm start` runs in a terminal, each pino line is
 * printed as `12:04:31 INFO  message  key=value …` (access lines as `GET /path`, `200 12 ms`),
 * an error's stack below it. Elsewhere the logs stay JSON lines. The line is built from the JSON
 * pino already cleaned (paths without query strings, redacted secrets), so nothing more leaks.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has or that the format shows in its own way. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

type Line = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function clock(time: unknown): string {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  return date.toTimeString().slice(0, 8);
}

function request(line: Line): string {
  const req = (line.req ?? {}) as { method?: string; url?: string };
  const res = (line.res ?? {}) as { statusCode?: number };
  const parts = [req.method, req.url, res.statusCode, typeof line.responseTime === 'number' ? `${Math.round(line.responseTime)} ms` : undefined];
  return parts.filter((part) => part !== undefined).join(' ');
}

/** One JSON log line as a human line (a line that is not JSON is passed through). */
export function formatLogLine(json: string): string {
  let line: Line;
  try {
    line = JSON.parse(json) as Line;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = (LEVELS[Number(line.level)] ?? String(line.level)).padEnd(5);
  const head = [`${clock(line.time)} ${level} ${text(line.msg ?? '')}`];
  if (line.req || line.res) head.push(request(line));
  const extras = Object.entries(line)
    .filter(([key, value]) => !SHOWN.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${text(value)}`);
  let out = [...head, ...extras].filter(Boolean).join('  ');
  const err = line.err as { message?: string; stack?: string } | undefined;
  if (err) out += `\n    ${(err.stack || err.message || '').split('\n').join('\n    ')}`;
  return `${out}\n`;
}

/** A pino destination writing the human format to stdout. */
export const prettyStdout = {
  write(chunk: string): void {
    process.stdout.write(formatLogLine(chunk.trimEnd()));
  },
};
