/**
 * The collector's session: resumed from the browser's copy (so the collector opens offline), begun
 * by signing in, renewed while online (src/device/api.ts), ended by signing out or by the server (a
 * suspension ends it at the next contact; a revoked or expired session asks for the password again,
 * keeping the device and its records).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ServerApi } from '../../device/api';
import type { SessionUser } from '../../domain/session';
import { clearSession, readSession, saveSession } from '../storage/sessionStore';
import { WebDevice, type SavedDevice, type SessionEnd } from '../device/webDevice';

const SUSPENDED = 'ACCOUNT_SUSPENDED';
/** The account last signed in on this browser (its id only), so its records are read while the session is. */
const LAST_ACCOUNT_KEY = 'edu.collect.lastAccount';

function lastAccount(): number {
  try {
    return Number(localStorage.getItem(LAST_ACCOUNT_KEY)) || 0;
  } catch {
    return 0;
  }
}

function rememberAccount(id: number): void {
  try {
    localStorage.setItem(LAST_ACCOUNT_KEY, String(id));
  } catch {
    // Private browsing may refuse storage: the records are then read after the session.
  }
}
const COLLECTOR_ROLE = 'collector';

export type SessionState =
  | { kind: 'loading' }
  | { kind: 'signedOut'; notice?: 'suspended' | 'revoked' }
  | { kind: 'signedIn'; user: SessionUser; device: WebDevice; needsPassword: boolean };

function newApi(email: string, session?: { token: string; user: SessionUser }): ServerApi {
  return new ServerApi('', email, null, {
    session,
    onSession: (fresh) => void saveSession({ ...fresh, savedAt: new Date().toISOString() }),
  });
}

export class NotCollectorError extends Error {}

export function useCollectorSession() {
  const [state, setState] = useState<SessionState>({ kind: 'loading' });
  const device = useRef<WebDevice | null>(null);

  const end = useCallback(async (notice?: 'suspended' | 'revoked') => {
    device.current?.stop();
    device.current = null;
    await clearSession();
    setState({ kind: 'signedOut', notice });
  }, []);

  const onEnded = useCallback(
    (ended: SessionEnd) => {
      if (ended.code === SUSPENDED) void end('suspended');
      else setState((current) => (current.kind === 'signedIn' ? { ...current, needsPassword: true } : current));
    },
    [end],
  );

  const open = useCallback(
    async (api: ServerApi, user: SessionUser, early?: Promise<SavedDevice>) => {
      rememberAccount(user.id);
      const opened = await WebDevice.open(api, user.id, onEnded, early);
      device.current?.stop();
      device.current = opened;
      opened.start();
      setState({ kind: 'signedIn', user, device: opened, needsPassword: false });
    },
    [onEnded],
  );

  useEffect(() => {
    const last = lastAccount();
    const early = last ? WebDevice.read(last) : undefined;
    void readSession().then((saved) => {
      if (saved) return open(newApi(saved.user.email, saved), saved.user, early);
      void early?.then(({ db }) => db.close()).catch(() => undefined);
      setState({ kind: 'signedOut' });
    });
    return () => device.current?.stop();
  }, [open]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const api = newApi(email);
      const user = await api.login(password);
      if (user.role !== COLLECTOR_ROLE) {
        await api.logout().catch(() => undefined);
        await clearSession();
        throw new NotCollectorError();
      }
      await open(api, user);
    },
    [open],
  );

  /** After the server ended the session: the same account signs in again; the device goes on. */
  const signInAgain = useCallback(async (password: string) => {
    const current = device.current;
    if (!current) return;
    await current.api.login(password);
    current.reconnect();
    void current.loop.trigger('manual');
    setState((now) => (now.kind === 'signedIn' ? { ...now, needsPassword: false } : now));
  }, []);

  const signOut = useCallback(async () => {
    // Offline or refused, the device forgets the session all the same; the server's token expires.
    await device.current?.api.logout().catch(() => undefined);
    await end();
  }, [end]);

  return { state, signIn, signInAgain, signOut };
}
