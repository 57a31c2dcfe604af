import type { CurrentUserAnswer, SessionUser } from '../domain/api/auth';
import { apiUrl } from './apiUrl';
import { httpClient } from './httpClient';
import { isSessionUser } from './tokenStorage';

/** GET /admin/auth/me: the signed-in user as the server sees them now, or null for an answer of another shape. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<SessionUser | null> {
  const { json } = await httpClient<Partial<CurrentUserAnswer> | null>(`${apiUrl}/admin/auth/me`, { signal });
  const user: unknown = json?.data;
  return isSessionUser(user) ? user : null;
}
