/**
 * Command Centre test doubles: a real-time client whose events a test pushes, REST calls as spies,
 * a ManualClock (react-query's polls run on it too), sequential request ids, and a render helper
 * that injects them all (with the app's translations and a fresh QueryClient, as inside <Admin>).
 */
import { act, configure, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { I18nContext, type I18nProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { CommandPayloadInput, OnlineCollector, SyncQueueItem } from '../../../../src/domain/protocol';
import type { CommandHistoryEntry } from '../../../../src/domain/recordQuality';
import { CommandCentrePage } from '../../../../src/admin/command-centre/CommandCentrePage';
import { CommandCentreDepsProvider } from '../../../../src/admin/command-centre/hooks/deps';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import type { CommandCentreApi, QueueScope } from '../../../../src/providers/commandCentreApi';
import { ManualClock } from '../../../helpers/manualClock';
import { runQueriesOn } from '../../../helpers/queryTimers';
import { createQueryClient } from '../../../../src/providers/queryClient';
import type { Reconciliation } from '../../../../src/domain/reconciliation';
import type { RealtimeClient, RealtimeStatus, ServerEventName, ServerEvents } from '../../../../src/providers/realtime';

export class FakeRealtime implements RealtimeClient {
  sent: CommandPayloadInput[] = [];
  retained = 0;
  private state: RealtimeStatus = 'connected';
  private readonly listeners = new Set<() => void>();
  private readonly handlers = new Map<string, Set<(payload: unknown) => void>>();

  status = (): RealtimeStatus => this.state;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
  retain = () => {
    this.retained += 1;
    return () => {
      this.retained -= 1;
    };
  };
  execute = (payload: CommandPayloadInput): boolean => {
    if (this.state !== 'connected') return false;
    this.sent.push(payload);
    return true;
  };
  on = <E extends ServerEventName>(event: E, handler: (payload: ServerEvents[E]) => void) => {
    const set = this.handlers.get(event) ?? new Set();
    this.handlers.set(event, set);
    set.add(handler as (payload: unknown) => void);
    return () => {
      set.delete(handler as (payload: unknown) => void);
    };
  };

  setStatus(next: RealtimeStatus): void {
    act(() => {
      this.state = next;
      for (const listener of [...this.listeners]) listener();
    });
  }

  /** Delivers a server event to the page. */
  push<E extends ServerEventName>(event: E, payload: ServerEvents[E]): void {
    act(() => {
      for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
    });
  }

  /** Delivers several events of one kind in one update. */
  pushAll<E extends ServerEventName>(event: E, payloads: ServerEvents[E][]): void {
    act(() => {
      for (const payload of payloads) for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
    });
  }

  last(): CommandPayloadInput & { requestId: string; collectorId: number } {
    const payload = this.sent.at(-1);
    if (!payload) throw new Error('nothing was sent');
    return payload as CommandPayloadInput & { requestId: string; collectorId: number };
  }

  listenerCount(event: ServerEventName): number {
    return this.handlers.get(event)?.size ?? 0;
  }
}

export const AMINA: OnlineCollector = { id: 11, fullName: 'Amina Bello Abdullahi', email: 'amina@example.org' };
export const BALA: OnlineCollector = { id: 12, fullName: 'Bala Idris', email: 'bala@example.org' };

export function queueItem(overrides: Partial<SyncQueueItem> = {}): SyncQueueItem {
  return { table: 'learners', localId: 1, localUUID: 'uuid-0001', syncStatus: 'pending', attempts: 0, ...overrides };
}

export function fakeApi(collectors: OnlineCollector[] = [AMINA, BALA], queue: SyncQueueItem[] = []) {
  const api = {
    collectors,
    queue,
    onlineCollectors: vi.fn(async () => api.collectors),
    syncQueue: vi.fn(async (_scope: QueueScope) => api.queue),
    downloadExtraction: vi.fn(async (extractionId: string) => ({ blob: new Blob(['bundle']), fileName: `${extractionId}.json.gz` })),
  };
  return api satisfies CommandCentreApi & { collectors: OnlineCollector[]; queue: SyncQueueItem[] };
}

/**
 * Role queries skip their visibility check: with emotion's hundreds of style tags every
 * getComputedStyle in jsdom is slow, and nothing these tests look for is hidden by CSS.
 */
export function quickRoleQueries(): void {
  configure({ defaultHidden: true });
}

/** No ripples and no transitions: fewer renders per click in jsdom. */
const QUIET_THEME = createTheme({
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
});

/** Reconciliation calls as spies: a collector whose device and server agree (tests set `answer`). */
export function fakeReconciliationApi() {
  const api = {
    answer: (collectorId: number): Reconciliation => ({ collectorId, source: 'none', reportedAt: null, tables: [] }),
    ofCollector: vi.fn(async (collectorId: number) => api.answer(collectorId)),
    report: vi.fn(async () => []),
  };
  return api;
}

/** Command history calls as spies: an empty history (tests set `entries`). */
export function fakeQueueApi() {
  const api = {
    entries: [] as CommandHistoryEntry[],
    history: vi.fn(async (_collectorId: number) => api.entries),
    cancel: vi.fn(async (_requestId: string) => undefined),
  };
  return api;
}

export function renderCommandCentre(options: { collectors?: OnlineCollector[]; queue?: SyncQueueItem[]; canManage?: boolean; i18n?: I18nProvider } = {}) {
  const clock = new ManualClock();
  const realtime = new FakeRealtime();
  const api = fakeApi(options.collectors, options.queue);
  const saveFile = vi.fn<(blob: Blob, fileName: string) => void>();
  let counter = 0;
  const newRequestId = () => `req-${String(++counter).padStart(17, '0')}`;
  const reconciliationApi = fakeReconciliationApi();
  const queueApi = fakeQueueApi();
  runQueriesOn(clock);
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ThemeProvider theme={QUIET_THEME}>
          <I18nContext.Provider value={options.i18n ?? i18nProvider}>
            <CommandCentreDepsProvider
              value={{ clock, realtime, api, newRequestId, canManage: options.canManage ?? true, saveFile, reconciliationApi, queueApi }}
            >
              <CommandCentrePage />
            </CommandCentreDepsProvider>
          </I18nContext.Provider>
        </ThemeProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  /** Moves the clock, then lets the answers of the calls it fired settle. */
  const advance = async (ms: number) => {
    await act(async () => clock.advance(ms));
  };
  return { ...view, clock, realtime, api, advance, saveFile, reconciliationApi, queueApi };
}
