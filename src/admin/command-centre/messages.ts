/** The Command Centre's texts (spec 01 §5, §8), worded as the spec words them. */
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
} as const;
