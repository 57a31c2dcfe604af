import { useEffect, useState } from 'react';
import type { SessionUser } from '../../domain/session';
import { fetchCurrentUser } from '../../providers/currentUserApi';
import { session } from '../../providers/session';
import { useSession } from '../../providers/useSession';

function statusOf(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

/** A failed refresh: the server's or the network's message, when there was one. */
export interface RefreshError {
  message: string | null;
}

/**
 * The signed-in user: the session user at once, then refreshed from GET /admin/auth/me (a role or
 * permission change shows up; a suspension turns into the Account Suspended page).
 */
export function useCurrentUser(): { user: SessionUser | null; error: RefreshError | null } {
  const { user } = useSession();
  const [error, setError] = useState<RefreshError | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchCurrentUser(controller.signal)
      .then((current) => {
        if (current) session.setUser(current);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        // A revoked or expired session ends here (the gate then shows /login).
        if (statusOf(caught) === 401) {
          void session.logout();
          return;
        }
        setError({ message: caught instanceof Error && caught.message ? caught.message : null });
      });
    return () => controller.abort();
  }, []);
  return { user, error };
}
