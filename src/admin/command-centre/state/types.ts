/** The Command Centre's state (spec 01 §2.8, §4): open tabs, one dashboard per opened collector. */
import type { BatchCommand, CollectorRow, CommandName, DeviceLog, DeviceTable, OnlineCollector, SyncStatus, VerifyCommand } from '../../../domain/protocol';
import type { Message } from '../messages';

/** `all` is the All Collectors tab; a number is an opened collector's tab. */
export type TabKey = 'all' | number;
export type StatusFilter = 'all' | SyncStatus;

export interface ExplorerSettings {
  table: DeviceTable;
  status: StatusFilter;
  pageSize: number;
  page: number;
  fullScreen: boolean;
}

/** The rows on screen and the request that brought them. */
export interface TableView {
  table: DeviceTable;
  page: number;
  limit: number;
  syncStatus?: SyncStatus;
  records: CollectorRow[];
  total: number;
}

/** A command sent and not yet answered, by requestId. */
export type PendingRequest =
  | { kind: 'fetch'; table: DeviceTable; page: number; limit: number; syncStatus?: SyncStatus }
  | { kind: 'verify'; command: VerifyCommand; targetId?: number }
  | { kind: 'batch'; command: BatchCommand }
  | { kind: 'simple'; command: CommandName }
  /** Queued for an offline collector: its result may come much later, or never to this page. */
  | { kind: 'queued'; command: CommandName };

/** A command the admin tried on an offline collector: offered to be queued until it is online. */
export interface QueueOffer {
  id: number;
  command: CommandName;
  fields: Record<string, unknown>;
}

export interface VerificationEntry {
  requestId: string;
  command: VerifyCommand;
  targetId?: number;
  ok: boolean;
  exists?: boolean;
  message?: string;
  error?: string;
  serverData?: unknown;
  at: number;
}

export interface BatchEntry {
  requestId: string;
  command: BatchCommand;
  data: unknown;
  at: number;
}

export type LockName = 'sync' | 'retry';

export interface DashboardState {
  explorer: ExplorerSettings;
  view: TableView | null;
  pending: Record<string, PendingRequest>;
  /** The table fetch in flight (spec 01 §4): Fetch reads Loading... until its result. */
  fetchRequestId: string | null;
  /** The batch in progress, until its result or the 30 s timeout. */
  batch: { requestId: string; command: BatchCommand } | null;
  locks: Record<LockName, boolean>;
  verifications: VerificationEntry[];
  batchResults: BatchEntry[];
  /** Bumped when the collector's command history should be read again (a command queued or answered). */
  historyVersion: number;
}

export type NoticeSeverity = 'error' | 'warning' | 'info' | 'success';
export interface Notice {
  id: number;
  severity: NoticeSeverity;
  /** Translated when shown, so a change of language reaches the alerts already up. */
  message: Message;
}

export interface CommandCentreState {
  tabs: OnlineCollector[];
  active: TabKey;
  sidebarOpen: boolean;
  dashboards: Record<number, DashboardState>;
  logs: Record<number, DeviceLog[]>;
  notices: Notice[];
  nextNoticeId: number;
  /** Bumped when the queue should be fetched again (a sync or retry finished). */
  queueVersion: number;
  /** The "queue until the device is online" dialog's command, while it is open. */
  queueOffer: QueueOffer | null;
}
