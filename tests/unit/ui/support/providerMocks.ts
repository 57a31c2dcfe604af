/** Module bodies for vi.mock of the admin's providers, over the fake session. */
import { vi } from 'vitest';
import type { SessionUser } from '../../../../src/domain/session';
import { fakeSession } from './fakeSession';

/** Answers whose data is a list get an empty one; every other call answers the signed-in user. */
const LIST_ANSWERS = ['/admin/auth/sessions'];

export const httpClient = vi.fn(async (url: string, _options?: RequestInit) => ({
  status: 200,
  headers: new Headers(),
  body: '',
  json: { data: LIST_ANSWERS.some((path) => url.includes(path)) ? [] : (fakeSession.user as SessionUser | null) },
}));

export const authProvider = {
  login: vi.fn(async () => undefined),
  checkAuth: vi.fn(async () => {
    if (fakeSession.status !== 'authenticated') throw { redirectTo: '/login', message: false };
  }),
  checkError: vi.fn(async () => undefined),
  logout: vi.fn(async () => {
    await fakeSession.logout();
    return '/login';
  }),
  getIdentity: vi.fn(async () => ({ id: fakeSession.user?.id ?? 0, fullName: fakeSession.user?.fullName ?? 'User' })),
  getPermissions: vi.fn(async () => fakeSession.user),
};

const empty = async () => ({ data: [], total: 0 });
export const dataProvider = {
  getList: vi.fn(empty),
  getOne: vi.fn(async () => ({ data: { id: 0 } })),
  getMany: vi.fn(empty),
  getManyReference: vi.fn(empty),
  update: vi.fn(async () => ({ data: { id: 0 } })),
  updateMany: vi.fn(async () => ({ data: [] })),
  create: vi.fn(async () => ({ data: { id: 0 } })),
  delete: vi.fn(async () => ({ data: { id: 0 } })),
  deleteMany: vi.fn(async () => ({ data: [] })),
};
