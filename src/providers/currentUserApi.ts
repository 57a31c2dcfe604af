import type { SessionUser } from '../domain/session';
import { apiUrl } from './apiUrl';
import { httpClient } from './httpClient';
import { isSessionUser } from './tokenStorage';

/** GET /admin/auth/me: the signed-in user as the server sees them now, or null for an answer of another shape. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<SessionUser | null> {
  const { json } = await httpClient<{ data?: unknown }>(`${apiUrl}/admin/auth/me`, { signal });
  return isSessionUser(json?.data) ? json.data : null;
}
