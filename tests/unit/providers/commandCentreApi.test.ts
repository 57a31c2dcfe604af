/** The Command Centre's REST calls through a stub HttpClient: paths, answers and the bundle download. */
import { describe, expect, it, vi } from 'vitest';
import { attachmentName, createCommandCentreApi } from '../../../src/providers/commandCentreApi';
import type { HttpClient, HttpOptions, HttpResponse } from '../../../src/providers/httpClient';

function stubHttp(answer: Partial<HttpResponse>) {
  const calls: { url: string; options?: HttpOptions }[] = [];
  const http = vi.fn(async (url: string, options?: HttpOptions) => {
    calls.push({ url, options });
    return { status: 200, headers: new Headers(), body: '', json: null, ...answer };
  }) as unknown as HttpClient;
  return { http, calls };
}

describe('commandCentreApi', () => {
  it('reads the online collectors from data and the queue from payload', async () => {
    const { http, calls } = stubHttp({ json: { data: [{ id: 1, fullName: 'A', email: 'a@x.org' }], payload: [{ localId: 3 }] } });
    const api = createCommandCentreApi(http, '/api');
    expect(await api.onlineCollectors()).toEqual([{ id: 1, fullName: 'A', email: 'a@x.org' }]);
    expect(await api.syncQueue('all')).toEqual([{ localId: 3 }]);
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/sync/online-collectors', '/api/admin/sync/queue/all']);
  });

  it('downloads a bundle as bytes under the file name the server gives', async () => {
    const blob = new Blob(['gz']);
    const headers = new Headers({ 'Content-Disposition': 'attachment; filename="amina-2026-11-21.json.gz"' });
    const { http, calls } = stubHttp({ blob, headers });
    const file = await createCommandCentreApi(http, '/api').downloadExtraction('0b6f7d0e-3c1a-4c59-9f43-5f1c2a9e7b10');
    expect(calls[0].url).toBe('/api/admin/sync/extractions/0b6f7d0e-3c1a-4c59-9f43-5f1c2a9e7b10/download');
    expect(calls[0].options?.binary).toBe(true);
    expect(file).toEqual({ blob, fileName: 'amina-2026-11-21.json.gz' });
  });

  it('names the file after the extraction when the server gives no name', () => {
    expect(attachmentName(null, 'extraction-x.json.gz')).toBe('extraction-x.json.gz');
    expect(attachmentName('attachment', 'extraction-x.json.gz')).toBe('extraction-x.json.gz');
    expect(attachmentName('attachment; filename="a b.gz"', 'f')).toBe('a b.gz');
  });
});
