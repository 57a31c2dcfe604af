/**
 * The server's reviews of this device's records (docs/collector-protocol.md "Review of synced
 * records"): pulled with GET /api/admin/sync/reviews after each sync and on connect, and pushed by
 * the server as `record:review` while online. Each lands on its row (reviewState, reviewComment);
 * a record marked has_issues is logged so that the collector fixes it (LocalStore.edit) and syncs.
 * A record merged away (`merged`, serverId: the survivor) or deleted (`deleted`) on the server keeps
 * that state and its synced status: it is never pushed again nor edited on the device.
 */
import { DEVICE_REVIEWS_MAX } from '../domain/deviceWire';
import type { DeviceReviewItem } from '../domain/protocol';
import type { ServerApi } from './api';
import type { DeviceLogger } from './logs';
import { goneNote, type LocalStore } from './store';

export class ReviewSync {
  /** Where the next pull starts (the server's `until`); none: from the beginning. */
  private since: string | undefined;
  private pulling: Promise<void> | null = null;

  constructor(
    private readonly api: ServerApi,
    private readonly store: LocalStore,
    private readonly log: DeviceLogger,
  ) {}

  apply(item: DeviceReviewItem): void {
    const known = this.store.findByUUID(item.table, item.localUUID);
    const changed = known?.reviewState !== item.reviewState || known?.reviewComment !== item.reviewComment;
    if (!this.store.applyReview(item.table, item.localUUID, item) || !changed) return;
    const comment = item.reviewComment ? `: ${item.reviewComment}` : '';
    const gone = goneNote(item);
    const line = `${item.table} #${known?.localId} ${gone ?? `is ${item.reviewState.replace('_', ' ')}`}${comment}`;
    if (item.reviewState === 'has_issues' || item.reviewState === 'rejected' || item.reviewState === 'deleted') this.log.warn('review', line);
    else this.log.info('review', line);
  }

  /** Fetches every review changed since the last pull (page after page); one pull at a time. */
  pull(): Promise<void> {
    this.pulling ??= this.pullAll().finally(() => {
      this.pulling = null;
    });
    return this.pulling;
  }

  private async pullAll(): Promise<void> {
    try {
      for (;;) {
        const answer = await this.api.reviews(this.since);
        answer.data.forEach((item) => this.apply(item));
        const moved = answer.until !== this.since;
        this.since = answer.until;
        // A full page means more may follow from `until` on.
        if (answer.data.length < DEVICE_REVIEWS_MAX || !moved) break;
      }
      await this.store.save();
    } catch (error) {
      this.log.warn('review', `Could not fetch the reviews: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
