/** The publish and unpublish calls of docs/api-public.md (admin programmes), through the admin httpClient. */
import type { Identifier } from 'react-admin';
import { apiUrl } from '../../providers/apiUrl';
import { httpClient } from '../../providers/httpClient';

export type PublishAction = 'publish' | 'unpublish';

export async function setPublished(id: Identifier, action: PublishAction): Promise<string> {
  const { json } = await httpClient<{ message?: string }>(`${apiUrl}/admin/programmes/${encodeURIComponent(String(id))}/${action}`, { method: 'POST' });
  return json?.message ?? (action === 'publish' ? 'Programme published.' : 'Programme unpublished.');
}
