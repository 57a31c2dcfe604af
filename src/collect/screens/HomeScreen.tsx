/** The device's records by table, its unfinished drafts, and the buttons that start a new record. */
import { useEffect, useState } from 'react';
import type { DeviceTable } from '../../domain/protocol';
import type { Translate } from '../../i18n/messages';
import type { WebDevice } from '../device/webDevice';
import type { RecordDraft } from '../storage/deviceDb';
import type { Route } from '../useRoute';
import { recordLabel } from '../forms/recordLabel';
import { StatusLine } from './StatusLine';

/** The order a collector works in the field: a community, its households, their children; then centres. */
export const CAPTURE_ORDER: readonly DeviceTable[] = ['communities', 'households', 'oosChildren', 'schools', 'learners', 'staff'];
/** Rows listed per table (the newest); the Command Centre's explorer pages through all of them. */
const LISTED = 50;

interface Props {
  t: Translate;
  device: WebDevice;
  go(route: Route): void;
}

export function HomeScreen({ t, device, go }: Props) {
  const [drafts, setDrafts] = useState<RecordDraft[]>([]);
  useEffect(() => {
    void device.db.drafts.list().then(setDrafts);
  }, [device, device.revision]);
  const newDrafts = drafts.filter((draft) => draft.localId === undefined);

  const discard = async (key: string) => {
    await device.db.drafts.delete(key);
    setDrafts(await device.db.drafts.list());
  };

  return (
    <main className="screen">
      <h1>{t('collect.home.newRecord')}</h1>
      <div className="grid">
        {CAPTURE_ORDER.map((table) => (
          <button key={table} type="button" className="tile" onClick={() => go({ screen: 'new', table, draftKey: `new-${table}-${Date.now()}` })}>
            {t(`collect.tableOne.${table}`)}
          </button>
        ))}
      </div>
      {newDrafts.length > 0 && (
        <section aria-labelledby="drafts-title">
          <h2 id="drafts-title">{t('collect.home.drafts')}</h2>
          <ul className="list">
            {newDrafts.map((draft) => (
              <li key={draft.key}>
                <button type="button" className="link" onClick={() => go({ screen: 'new', table: draft.table, draftKey: draft.key })}>
                  {t('collect.home.resumeDraft', { label: `${t(`collect.tableOne.${draft.table}`)} · ${recordLabel(draft.table, draft.values) || '…'}` })}
                </button>
                <button type="button" onClick={() => void discard(draft.key)}>
                  {t('collect.home.discardDraft')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <h1>{t('collect.home.title')}</h1>
      {device.store.size === 0 && <p>{t('collect.home.empty')}</p>}
      {CAPTURE_ORDER.filter((table) => device.store.rows(table).length > 0).map((table) => (
        <section key={table} aria-labelledby={`rows-${table}`}>
          <h2 id={`rows-${table}`}>
            {t(`collect.tables.${table}`)} ({device.store.rows(table).length})
          </h2>
          <ul className="list">
            {[...device.store.rows(table)]
              .reverse()
              .slice(0, LISTED)
              .map((row) => (
                <li key={row.localId}>
                  <button type="button" className="link" onClick={() => go({ screen: 'record', table, localId: row.localId })}>
                    {recordLabel(table, row.data)}
                  </button>
                  <StatusLine t={t} row={row} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
