/** The publish and unpublish calls of docs/api-public.md (admin programmes), through the admin httpClient. */
import type { Identifier } from 'ra-core';
import type { AdminProgrammeAnswer } from '../domain/api/publicAdmin';
import { apiUrl } from './apiUrl';
import { httpClient } from './httpClient';

export type PublishAction = 'publish' | 'unpublish';

/** Publishes or unpublishes a programme; resolves with the server's message, if it sent one. */
export async function setProgrammePublished(id: Identifier, action: PublishAction): Promise<string | undefined> {
  const { json } = await httpClient<AdminProgrammeAnswer | null>(`${apiUrl}/admin/programmes/${encodeURIComponent(String(id))}/${action}`, { method: 'POST' });
  return json?.message;
}
