/**
 * Loads a backup's rows into a target migrated to the backup's schema: in one transaction, empties
 * what the migrations seeded, copies every table parents first (foreign keys), leaves sessions out
 * (every earlier token fails) and sets each sequence past both its highest id and the backup's value.
 */
import type { BackupReader } from './format';
import { quoteIdent, tableColumns, type SqlRunner } from './manifest';
import type { RestoreTarget } from './restoreTarget';
import { openTableSource } from './tableSources';

/** Tables whose rows a restore leaves out. */
const NOT_RESTORED = new Set(['sessions']);

async function parentsFirst(runner: SqlRunner, tables: string[]): Promise<string[]> {
  const edges = await runner.rows<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges) if (edge.child === table) visit(edge.parent);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered.filter((table) => tables.includes(table));
}

async function setSequences(runner: SqlRunner & { exec(text: string): Promise<void> }, recorded: Record<string, number>): Promise<void> {
  const owned = await runner.rows<{ seq: string; tbl: string; col: string }>(
    `select s.relname as seq, t.relname as tbl, a.attname as col from pg_class s
       join pg_namespace n on n.oid = s.relnamespace and n.nspname = 'public'
       join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S'`,
  );
  for (const { seq, tbl, col } of owned) {
    const [row] = await runner.rows<{ top: number | string | null }>(`select max(${quoteIdent(col)}) as top from ${quoteIdent(tbl)}`);
    const value = Math.max(Number(row.top ?? 0), recorded[seq] ?? 0);
    const name = `'${quoteIdent(seq).replaceAll("'", "''")}'`;
    await runner.exec(value > 0 ? `select setval(${name}, ${value}, true)` : `select setval(${name}, 1, false)`);
  }
}

/** Answers the rows loaded per table. */
export async function loadTables(reader: BackupReader, target: RestoreTarget, log: (line: string) => void): Promise<Record<string, number>> {
  const source = await openTableSource(reader);
  const loaded: Record<string, number> = {};
  try {
    await target.load(async (loader) => {
      const targetTables = Object.keys(await tableColumns(loader));
      const missing = [...source.tables.keys()].filter((table) => !targetTables.includes(table));
      if (missing.length > 0) throw new Error(`the backup has tables the schema does not: ${missing.join(', ')}`);
      if (targetTables.length > 0) await loader.exec(`truncate ${targetTables.map(quoteIdent).join(', ')} restart identity cascade`);
      for (const table of await parentsFirst(loader, [...source.tables.keys()])) {
        const data = source.tables.get(table);
        if (!data || NOT_RESTORED.has(table)) continue;
        await loader.copyIn(table, data.columnsSql, data.open());
        const [row] = await loader.rows<{ n: number | string }>(`select count(*) as n from ${quoteIdent(table)}`);
        loaded[table] = Number(row.n);
      }
      await setSequences(loader, reader.manifest.sequences);
    });
  } finally {
    await source.close();
  }
  const total = Object.values(loaded).reduce((sum, n) => sum + n, 0);
  log(`Loaded ${total} rows into ${Object.keys(loaded).length} tables.`);
  return loaded;
}
