/** One record on the device: what the explorer shows of it, its sync state, the reviewer's comment and Fix. */
import { goneNote, publicRow, type StoredRow } from '../../device/store';
import type { DeviceTable } from '../../domain/protocol';
import type { Translate } from '../../i18n/messages';
import { recordLabel } from '../forms/recordLabel';
import { dateTimeOf } from './clock';
import { StatusLine } from './StatusLine';

const SHOWN_ELSEWHERE = new Set([
  'localId',
  'localUUID',
  'syncStatus',
  'serverId',
  'lastSyncAttempt',
  'lastError',
  'reviewState',
  'reviewComment',
  'createdAt',
  'updatedAt',
]);

interface Props {
  t: Translate;
  table: DeviceTable;
  row: StoredRow;
  justSaved: boolean;
  onFix(): void;
  onBack(): void;
}

export function RecordScreen({ t, table, row, justSaved, onFix, onBack }: Props) {
  const fields = Object.entries(publicRow(row)).filter(([key, value]) => !SHOWN_ELSEWHERE.has(key) && value !== null && value !== undefined && value !== '');
  const locked = goneNote(row) !== undefined;
  return (
    <main className="screen">
      <button type="button" className="link" onClick={onBack}>
        ← {t('collect.record.back')}
      </button>
      <h1>
        {t(`collect.tableOne.${table}`)}: {recordLabel(table, row.data)}
      </h1>
      {justSaved && (
        <p role="status" className="banner good">
          {t('collect.record.saved')}
        </p>
      )}
      <StatusLine t={t} row={row} />
      {row.reviewComment && (
        <section className="banner warn" aria-labelledby="review-comment">
          <h2 id="review-comment">{t('collect.review.comment')}</h2>
          <p data-testid="review-comment">{row.reviewComment}</p>
        </section>
      )}
      {row.lastError && row.syncStatus === 'failed' && (
        <p className="error">
          {t('collect.record.lastError')}: {row.lastError}
        </p>
      )}
      <dl className="fields">
        {fields.map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
        {row.serverId !== null && (
          <div>
            <dt>ID</dt>
            <dd>{t('collect.record.serverId', { id: row.serverId ?? '' })}</dd>
          </div>
        )}
        <div>
          <dt>⏱</dt>
          <dd>{t('collect.record.created', { time: dateTimeOf(row.createdAt) })}</dd>
        </div>
      </dl>
      {locked ? (
        <p className="muted">{t('collect.record.locked')}</p>
      ) : (
        <button type="button" className="primary" onClick={onFix}>
          {t('collect.record.fix')}
        </button>
      )}
    </main>
  );
}
