/** Real HTTP uploads for the upload tests: multipart bodies written by hand, in pieces when asked. */
import crypto from 'node:crypto';
import http from 'node:http';

export interface Answer {
  status: number;
  body: { message?: string; code?: string; data?: Record<string, unknown> } | null;
}

/** The bytes around one file in a multipart body (text fields first). */
export function multipartFrame(fields: Record<string, string>, file: { field: string; name: string; type?: string }) {
  const boundary = `----upload-test-${crypto.randomUUID()}`;
  const texts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'text/csv'}\r\n\r\n`;
  return {
    head: Buffer.from(texts.join('') + fileHead),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * A POST whose body is written piece by piece; a function piece runs between writes (a pause, or a
 * wait for the server). `chunked` leaves Content-Length out. The answer may come before the whole
 * body is written (a refusal): later write errors are then ignored.
 */
export function post(
  baseUrl: string,
  path: string,
  headers: http.OutgoingHttpHeaders,
  pieces: Array<Buffer | string | (() => Promise<unknown>)>,
  options: { chunked?: boolean; abortAfterPieces?: boolean } = {},
): Promise<Answer> {
  const length = pieces.reduce((sum, piece) => sum + (typeof piece === 'function' ? 0 : Buffer.byteLength(piece)), 0);
  const url = new URL(path, baseUrl);
  const request = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: options.chunked ? headers : { ...headers, 'content-length': length },
  });
  let answered = false;
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as Answer['body']) : null }));
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
  });
  void (async () => {
    for (const piece of pieces) {
      if (answered || request.destroyed) return;
      if (typeof piece === 'function') await piece();
      else if (!request.write(piece)) await new Promise((resolve) => request.once('drain', resolve));
    }
    if (options.abortAfterPieces) request.destroy();
    else request.end();
  })().catch(() => undefined);
  return answer;
}

/** A file of exactly `size` bytes: the CSV text, then `pad` (blank lines or a blank record, which the readers skip). */
export function paddedCsv(csv: string, size: number, pad: ' ' | '\n' = ' '): Buffer {
  const text = Buffer.from(csv);
  if (text.length > size) throw new Error('the CSV is longer than the size asked');
  return Buffer.concat([text, Buffer.alloc(size - text.length, pad)]);
}

export const pause = (ms: number) => () => new Promise((resolve) => setTimeout(resolve, ms));
