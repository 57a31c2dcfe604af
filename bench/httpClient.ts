/**
 * A lean HTTP client for latency rows: one kept-alive connection, node:http, the answer counted
 * byte by byte and not decoded. fetch (undici) adds its own cost per request, and decompresses
 * the body on the client's clock (about 0.6 ms for a 4 KB gzip list page, through streams), which is
 * the client's work, not the server's. The request asks for compression as browsers do.
 */
import http from 'node:http';

/** What Chromium sends. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface LeanAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

export function leanClient(): { get: (url: string, headers: Record<string, string>) => Promise<LeanAnswer>; close: () => void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (url: string, headers: Record<string, string>) =>
    new Promise<LeanAnswer>((resolve, reject) => {
      http
        .get(url, { agent, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
          response.on('error', reject);
        })
        .on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}
