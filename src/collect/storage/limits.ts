/** The web collector's budgets: rows a browser keeps for one account, and rows sent per push. */

/** A device refuses a new record past this many rows (LocalStore's maxRows): IndexedDB quota on low-end phones. */
export const WEB_DEVICE_MAX_ROWS = 20_000;

/** Rows per POST /sync/push: small enough that a batch lost on a weak connection costs little to resend. */
export const WEB_SYNC_BATCH = 100;
