/**
 * A record being captured or corrected: the form, its draft saved on every change (so a reload or
 * a closed tab loses nothing), and the record saved on the device when the form is complete.
 */
import { useEffect, useState } from 'react';
import type { DeviceTable } from '../../domain/protocol';
import { StoreFullError, type StoredRow } from '../../device/store';
import type { Translate } from '../../i18n/messages';
import type { WebDevice } from '../device/webDevice';
import { RecordForm, type FormDraft, type RecordFormProps } from '../forms/RecordForm';
import { parentChoices } from './parents';

interface Props {
  t: Translate;
  device: WebDevice;
  table: DeviceTable;
  draftKey: string;
  /** The record being corrected; absent for a new one. */
  fixing?: StoredRow;
  onSaved(row: StoredRow): void;
  onCancel(): void;
}

export function CaptureScreen({ t, device, table, draftKey, fixing, onSaved, onCancel }: Props) {
  const [draft, setDraft] = useState<FormDraft | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void device.db.drafts.get(draftKey).then((saved) => {
      if (!live) return;
      if (saved) setDraft({ values: saved.values, links: saved.links, step: saved.step });
      else setDraft(fixing ? { values: { ...fixing.data }, links: fixing.links, step: 0 } : { values: {}, step: 0 });
    });
    return () => {
      live = false;
    };
  }, [device, draftKey, fixing]);

  const onChange = (next: FormDraft) => {
    void device.db.drafts.put(draftKey, { key: draftKey, table, ...next, localId: fixing?.localId, updatedAt: new Date().toISOString() });
  };

  const onSubmit: RecordFormProps['onSubmit'] = async (record) => {
    setError(null);
    try {
      const row = fixing ? await device.fix(table, fixing.localId, record) : await device.capture(table, record);
      await device.db.drafts.delete(draftKey);
      onSaved(row);
    } catch (failure) {
      const message =
        failure instanceof StoreFullError
          ? t('collect.storage.full', { count: failure.maxRows })
          : t('collect.storage.saveFailed', { error: failure instanceof Error ? failure.message : String(failure) });
      setError(message);
    }
  };

  if (!draft) return <p className="screen">{t('collect.loading')}</p>;
  return (
    <main className="screen">
      <h1>{t(`collect.tableOne.${table}`)}</h1>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <RecordForm
        key={draftKey}
        table={table}
        draft={draft}
        parents={parentChoices(device.store)}
        reviewComment={fixing?.reviewComment}
        t={t}
        onChange={onChange}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />
    </main>
  );
}
