/**
 * A small toast store for the pages without react-admin (public site, sign-in and account pages):
 * `toast.success(...)`, `toast.error(...)` and friends, rendered by <Toaster />; the admin's
 * notifications use the same durations. Durations and the limit are spec 01 §9:
 * 4000 ms for blank, error and custom, 2000 ms for success, loading stays until dismissed, at most
 * 20 at a time (the oldest goes first).
 */
export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'custom';

export const TOAST_DURATION_MS: Readonly<Record<ToastType, number>> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
};

export const TOAST_LIMIT = 20;

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of [...listeners]) listener();
}

export function dismiss(id?: number): void {
  const gone = id === undefined ? toasts : toasts.filter((item) => item.id === id);
  for (const item of gone) {
    clearTimeout(timers.get(item.id));
    timers.delete(item.id);
  }
  publish(id === undefined ? [] : toasts.filter((item) => item.id !== id));
}

function show(type: ToastType, message: string, durationMs = TOAST_DURATION_MS[type]): number {
  const id = nextId++;
  const kept = toasts.length >= TOAST_LIMIT ? toasts.slice(toasts.length - TOAST_LIMIT + 1) : toasts;
  for (const dropped of toasts.slice(0, toasts.length - kept.length)) dismissTimer(dropped.id);
  publish([...kept, { id, type, message }]);
  if (Number.isFinite(durationMs))
    timers.set(
      id,
      setTimeout(() => dismiss(id), durationMs),
    );
  return id;
}

function dismissTimer(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export const toast = Object.assign((message: string) => show('blank', message), {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  loading: (message: string) => show('loading', message),
  custom: (message: string) => show('custom', message),
  dismiss,
});

export const toastStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): readonly Toast[] => toasts,
};
