/**
 * Tells the auth cache (server/auth/sessionCache.ts) when a write that can change who is signed in
 * has committed: an update or delete of a session's end, a user's identity, status or role, or a
 * role's permissions. It wraps the Kysely driver, so no write path can forget to report: a write
 * outside a transaction is reported once it has run, one inside a transaction once the commit has
 * returned, and the caller's `await` only resolves after every listener has run. It also counts
 * writes per table (run and committed), for caches of a table's rows (server/records/listSeek.ts).
 */
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

export type AuthWriteListener = () => Promise<void>;

export interface WriteWatch {
  onAuthWrite(listener: AuthWriteListener): () => void;
  /**
   * A number that changes whenever a write to `table` runs or commits in this process (any write
   * this watch cannot attribute to a table counts for every table). Caches of a table's rows keep
   * the number they were made under and are stale once it differs.
   */
  tableGeneration(table: string): number;
}

/** Columns whose change alters a cached session check; other columns (last use, last login…) do not. */
const AUTH_COLUMNS: Record<string, ReadonlySet<string>> = {
  sessions: new Set(['id', 'user_id', 'revoked_at', 'expires_at']),
  users: new Set(['id', 'email', 'full_name', 'is_active', 'role_id', 'password_hash']),
  roles: new Set(['id', 'name', 'display_name', 'permissions']),
};
const ANY_AUTH_WRITE =
  /\b(update|delete\s+from)\s+"?(sessions|users|roles)"?[\s(]|\binsert\s+into\s+"?(sessions|users|roles)"?[\s\S]*\bon\s+conflict\b[\s\S]*\bdo\s+update\b/i;
const PLAIN_UPDATE = /^update\s+"?(\w+)"?\s/i;
const WRITTEN_TABLE = /^\s*(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?(\w+)"?/i;
const READ_ONLY = /^\s*(?:select|explain|show|set|begin|commit|rollback|savepoint|release)\b/i;
const WRITE_IN_WITH = /\b(?:insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b/i;

const isRead = (text: string) => READ_ONLY.test(text) || (/^\s*with\b/i.test(text) && !WRITE_IN_WITH.test(text));

/** Any table: a write whose table this watch cannot name. */
const EVERY_TABLE = '*';

/** Counts writes per table, for WriteWatch.tableGeneration. */
class TableGenerations {
  private readonly byTable = new Map<string, number>();

  /** The table `query` may write (EVERY_TABLE when it cannot tell which), or undefined for a read. */
  writtenBy(query: CompiledQuery): string | undefined {
    if (isRead(query.sql)) return undefined;
    return WRITTEN_TABLE.exec(query.sql)?.[1] ?? EVERY_TABLE;
  }

  count(table: string): void {
    this.byTable.set(table, (this.byTable.get(table) ?? 0) + 1);
  }

  of(table: string): number {
    return (this.byTable.get(table) ?? 0) + (this.byTable.get(EVERY_TABLE) ?? 0);
  }
}

function columnName(node: unknown): string | undefined {
  const column = (node as { kind?: string; column?: { name?: unknown } }) ?? {};
  return column.kind === 'ColumnNode' && typeof column.column?.name === 'string' ? column.column.name : undefined;
}

/** Whether this statement may change a session check (conservative for anything it cannot read). */
export function changesAuth(query: CompiledQuery): boolean {
  if (!ANY_AUTH_WRITE.test(query.sql)) return false;
  const node = query.query as { kind: string; updates?: readonly { column: unknown }[]; with?: unknown; from?: unknown };
  const table = PLAIN_UPDATE.exec(query.sql)?.[1];
  if (node.kind !== 'UpdateQueryNode' || node.with || node.from || !table || !node.updates) return true;
  const columns = AUTH_COLUMNS[table];
  if (!columns) return true;
  return node.updates.some((update) => {
    const name = columnName(update.column);
    return name === undefined || columns.has(name);
  });
}

class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  pending = false;
  /** Tables the open transaction wrote, counted again at its commit (readers saw the old rows until then). */
  readonly written = new Set<string>();

  constructor(
    readonly inner: DatabaseConnection,
    private readonly notify: () => Promise<void>,
    private readonly generations: TableGenerations,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    const table = this.generations.writtenBy(query);
    if (table) {
      this.generations.count(table);
      if (this.inTransaction) this.written.add(table);
    }
    if (changesAuth(query)) {
      if (this.inTransaction) this.pending = true;
      else await this.notify();
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly notify: () => Promise<void>,
    private readonly generations: TableGenerations,
  ) {}

  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.notify, this.generations);
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const watched = connection as WatchedConnection;
    await this.inner.beginTransaction(watched.inner, settings);
    watched.inTransaction = true;
    watched.pending = false;
    watched.written.clear();
  }
  async commitTransaction(connection: DatabaseConnection) {
    const watched = connection as WatchedConnection;
    await this.inner.commitTransaction(watched.inner);
    watched.inTransaction = false;
    for (const table of watched.written) this.generations.count(table);
    watched.written.clear();
    if (watched.pending) {
      watched.pending = false;
      await this.notify();
    }
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    const watched = connection as WatchedConnection;
    watched.inTransaction = false;
    watched.pending = false;
    watched.written.clear();
    await this.inner.rollbackTransaction(watched.inner);
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection((connection as WatchedConnection).inner);
  }
  destroy() {
    return this.inner.destroy();
  }
}

/** `dialect` with its writes watched; `watch` registers the listeners. */
export function watchWrites(dialect: Dialect): { dialect: Dialect; watch: WriteWatch } {
  const listeners = new Set<AuthWriteListener>();
  const generations = new TableGenerations();
  const notify = async () => {
    await Promise.all([...listeners].map((listener) => listener()));
  };
  const watched: Dialect = {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new WatchedDriver(dialect.createDriver(), notify, generations),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
  return {
    dialect: watched,
    watch: {
      onAuthWrite(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      tableGeneration: (table) => generations.of(table),
    },
  };
}
