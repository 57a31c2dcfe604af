/** A record's sync status and, once reviewed, its review state. */
import type { StoredRow } from '../../device/store';
import type { Translate } from '../../i18n/messages';

const REVIEW_BADGE: Record<string, string> = { has_issues: 'bad', rejected: 'bad', deleted: 'bad', approved: 'good', merged: 'muted' };

export function StatusLine({ t, row }: { t: Translate; row: StoredRow }) {
  const status = ['pending', 'synced', 'failed'].includes(row.syncStatus) ? row.syncStatus : 'unknown';
  return (
    <span className="status-line">
      <span className={`badge ${status === 'failed' ? 'bad' : status === 'synced' ? 'good' : ''}`} data-testid="sync-status">
        {t(`collect.syncStatus.${status}`)}
      </span>
      {row.reviewState && (
        <span className={`badge ${REVIEW_BADGE[row.reviewState] ?? ''}`} data-testid="review-state">
          {t(`collect.review.${row.reviewState}`, { serverId: row.serverId ?? '' })}
        </span>
      )}
    </span>
  );
}
