/**
 * The public answers by plain fetch (no sign-in, no query cache): what the public pages' queries
 * and the embed pages load.
 */
import { apiUrl } from './apiUrl';

/** A failed public call: the HTTP status (0 when the server could not be reached) and its message. */
export class PublicApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PublicApiError';
  }
}

/** One public GET: its JSON, or a PublicApiError with the server's message. */
export async function publicRequest<T>(path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, { headers: { Accept: 'application/json' } });
  } catch {
    throw new PublicApiError('The figures could not be loaded. Check your connection and try again.', 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body && 'message' in body && typeof body.message === 'string' ? body.message : `The server answered ${response.status}.`;
    throw new PublicApiError(message, response.status);
  }
  return body as T;
}
