/** What the service worker and the collector's pages say to each other. */
export const SYNC_TAG = 'collect-sync';
export const SW_URL = '/collect/sw.js';
export const SW_SCOPE = '/collect/';
