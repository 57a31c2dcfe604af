/**
 * The signed-in collector's session, kept in the small database every account shares so that the
 * collector opens offline. It holds the token and the user, never a password.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { SessionUser } from '../../domain/session';

export interface SavedSession {
  token: string;
  user: SessionUser;
  /** ISO date-time of the sign-in or last refresh. */
  savedAt: string;
}

interface SessionDbSchema extends DBSchema {
  session: { key: string; value: SavedSession };
}

export const SESSION_DB_NAME = 'edu-collect';
const SESSION_KEY = 'current';

async function withSessionDb<T>(work: (db: IDBPDatabase<SessionDbSchema>) => Promise<T>): Promise<T> {
  const db = await openDB<SessionDbSchema>(SESSION_DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('session');
    },
  });
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

/** Only the three known fields are written, whatever else the object carries. */
export async function saveSession({ token, user, savedAt }: SavedSession): Promise<void> {
  await withSessionDb((db) => db.put('session', { token, user, savedAt }, SESSION_KEY));
}

export async function readSession(): Promise<SavedSession | undefined> {
  const saved = await withSessionDb((db) => db.get('session', SESSION_KEY));
  return saved && typeof saved.token === 'string' && typeof saved.user?.id === 'number' ? saved : undefined;
}

export async function clearSession(): Promise<void> {
  await withSessionDb((db) => db.delete('session', SESSION_KEY));
}
