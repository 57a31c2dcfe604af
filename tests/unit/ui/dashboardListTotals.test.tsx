/**
 * An estimated list total: the dataProvider passes X-Total-Estimated on as
 * meta.totalEstimated, and the pagination reads "of about 1,500" instead of an exact-looking count;
 * a counted total is written as the dashboard writes its figures ("of 1,487").
 */
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminContext, ListContextProvider, memoryStore, useList, type ListControllerResult } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ListPagination, roughly } from '../../../src/ui/ListPagination';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { API, createHarness, route, setupMswServer } from '../providers/helpers';

const server = setupMswServer();
afterEach(cleanup);

function answerChildren(total: number, estimated: boolean) {
  const headers: Record<string, string> = { 'Content-Range': `oos-children 0-1/${total}` };
  if (estimated) headers['X-Total-Estimated'] = 'true';
  server.use(http.get(route('/admin/oos-children'), () => HttpResponse.json([{ id: 1 }, { id: 2 }], { headers })));
}

const page = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('the dataProvider and X-Total-Estimated', () => {
  it('marks an estimated total in meta, and leaves a counted one alone', async () => {
    const provider = createDataProvider(createHarness().httpClient, API);
    answerChildren(1487, true);
    expect(await provider.getList('out-of-school', page)).toMatchObject({ total: 1487, meta: { totalEstimated: true } });
    answerChildren(1487, false);
    const counted = await provider.getList('out-of-school', page);
    expect(counted.total).toBe(1487);
    expect(counted.meta).toBeUndefined();
  });
});

function Paged({ total, estimated }: { total: number; estimated: boolean }) {
  const list = useList({ data: Array.from({ length: 25 }, (_, i) => ({ id: i + 1 })), perPage: 25 });
  return (
    // The 25 rows of the first page of a longer list: only the total and meta differ from useList's.
    <ListContextProvider value={{ ...list, total, meta: estimated ? { totalEstimated: true } : undefined } as ListControllerResult}>
      <ListPagination rowsPerPageOptions={[25]} />
    </ListContextProvider>
  );
}

function renderPaged(total: number, estimated: boolean) {
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <Paged total={total} estimated={estimated} />
    </AdminContext>,
  );
}

describe('ListPagination', () => {
  it('reads an estimated total as "about" a rounded number', async () => {
    renderPaged(1487, true);
    expect(await screen.findByTestId('list-total-estimated')).toHaveTextContent('1-25 of about 1,500');
  });

  it('writes a counted total in full, with the figures’ number format', async () => {
    renderPaged(1487, false);
    expect(await screen.findByText('1-25 of 1,487')).toBeInTheDocument();
    expect(screen.queryByTestId('list-total-estimated')).toBeNull();
  });

  it('rounds estimates to two significant digits, small ones not at all', () => {
    expect(roughly(1487)).toBe(1500);
    expect(roughly(1_026_512)).toBe(1_000_000);
    expect(roughly(12_345)).toBe(12_000);
    expect(roughly(87)).toBe(87);
  });
});
