/**
 * Renders one edit screen at `path` inside react-admin's AdminContext with a mocked dataProvider,
 * the app's translations (labels come from resources.<name>.fields), the toasts (Notification)
 * and a location probe.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { adminTheme } from '../../../../src/admin/theme';
import { AdminContext, Notification, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import { LocationProbe } from './LocationProbe';

export function mockDataProvider(overrides: Partial<Record<keyof DataProvider, unknown>> = {}): DataProvider {
  const empty = async () => ({ data: [], total: 0 });
  return {
    getList: vi.fn(empty),
    getOne: vi.fn(async () => ({ data: { id: 1 } })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(empty),
    update: vi.fn(async (_resource: string, params: { id: unknown; data: object }) => ({ data: { id: params.id, ...params.data } })),
    updateMany: vi.fn(async () => ({ data: [] })),
    create: vi.fn(async () => ({ data: { id: 1 } })),
    delete: vi.fn(async () => ({ data: { id: 1 } })),
    deleteMany: vi.fn(async () => ({ data: [] })),
    ...overrides,
  } as DataProvider;
}

/** `entries`: the history, the last one opened (a page before lets "back one page" be seen). */
export function renderEdit(routePath: string, element: ReactElement, dataProvider: DataProvider, entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()} theme={adminTheme}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="*" element={<p>Other page</p>} />
        </Routes>
        <Notification />
      </AdminContext>
      <LocationProbe />
    </MemoryRouter>,
  );
}
