import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDB } from 'idb';
import type { SessionUser } from '../../../../src/domain/session';
import { SESSION_DB_NAME, clearSession, readSession, saveSession, type SavedSession } from '../../../../src/collect/storage/sessionStore';
import { askPersistentStorage, storageUsage } from '../../../../src/collect/storage/persist';

const user: SessionUser = {
  id: 5,
  email: 'amina@example.org',
  fullName: 'Amina Bello',
  role: 'collector',
  roleData: { id: 3, name: 'collector', displayName: 'Data Collector' },
} as SessionUser;

describe('the saved session', () => {
  afterEach(() => clearSession());

  it('saves, reads back and clears the session', async () => {
    expect(await readSession()).toBeUndefined();
    await saveSession({ token: 'jwt-1', user, savedAt: '2026-05-01T08:00:00.000Z' });
    expect(await readSession()).toEqual({ token: 'jwt-1', user, savedAt: '2026-05-01T08:00:00.000Z' });
    await saveSession({ token: 'jwt-2', user, savedAt: '2026-05-01T09:00:00.000Z' });
    expect((await readSession())?.token).toBe('jwt-2');
    await clearSession();
    expect(await readSession()).toBeUndefined();
  });

  it('never writes a password, even when the object carries one', async () => {
    const withPassword = { token: 'jwt-1', user, savedAt: '2026-05-01T08:00:00.000Z', password: 'secret-123' } as SavedSession;
    await saveSession(withPassword);
    const db = await openDB(SESSION_DB_NAME);
    const stored: unknown = await db.get('session', 'current');
    db.close();
    expect(stored).toEqual({ token: 'jwt-1', user, savedAt: '2026-05-01T08:00:00.000Z' });
    expect(JSON.stringify(stored)).not.toContain('secret-123');
  });
});

describe('persistent storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubStorage = (storage: Partial<StorageManager> | undefined) => vi.stubGlobal('navigator', { ...navigator, storage });

  it('answers granted without asking when the data is already persisted', async () => {
    const persist = vi.fn(async () => false);
    stubStorage({ persisted: async () => true, persist });
    expect(await askPersistentStorage()).toBe('granted');
    expect(persist).not.toHaveBeenCalled();
  });

  it("asks, and answers the browser's decision", async () => {
    stubStorage({ persisted: async () => false, persist: async () => true });
    expect(await askPersistentStorage()).toBe('granted');
    stubStorage({ persisted: async () => false, persist: async () => false });
    expect(await askPersistentStorage()).toBe('denied');
  });

  it('answers unsupported without a storage manager', async () => {
    stubStorage(undefined);
    expect(await askPersistentStorage()).toBe('unsupported');
    expect(await storageUsage()).toBeUndefined();
  });

  it('reports the usage and quota', async () => {
    stubStorage({ estimate: async () => ({ usage: 1200, quota: 5000 }) });
    expect(await storageUsage()).toEqual({ usage: 1200, quota: 5000 });
  });
});
