/** The Command Centre's texts (spec 01 §5, §8), worded as the spec words them; the last three are ours. */
import { BATCH_TIMEOUT_MS } from '../../domain/protocol';

export const CC_MESSAGES = {
  noCollector: 'No collector selected. Please select a collector first.',
  noSocket: 'WebSocket connection not available. Please refresh the page.',
  fetchFailed: (error: string | undefined) => `Error: ${error || 'Unknown error'}`,
  batchFailed: (error: string | undefined) => `Batch operation failed: ${error || 'Unknown error'}`,
  batchTimedOut: (type: string) =>
    `Batch operation '${type}' timed out after ${BATCH_TIMEOUT_MS / 1000} seconds. Check mobile app connection and logs.`,
  commandFailed: (error: string | undefined) => `Error: ${error || 'Unknown error'}`,
  selectPrompt: 'Select a Collector',
  noCollectorsOnline: 'No collectors online',
  noData: 'No Data Available',
  downloadFailed: (error: string | undefined) =>
    `The extraction could not be downloaded: ${(error || 'Unknown error').replace(/\.$/, '')}. Try again, or run the extraction again.`,
  viewOnly:
    'View only: Start Sync, Retry Failed, Clear Logs and the extractions need the Manage Users permission. Ask an administrator if you need them.',
  needsManage: 'Needs the Manage Users permission',
} as const;
