/** Asks the browser to keep the collector's data under storage pressure, and reports the space used. */

export type PersistenceAnswer = 'granted' | 'denied' | 'unsupported';

function storageManager(): StorageManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

/** Unsynced records live only here: without persistence the browser may evict them when space runs low. */
export async function askPersistentStorage(): Promise<PersistenceAnswer> {
  const storage = storageManager();
  if (typeof storage?.persist !== 'function') return 'unsupported';
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return 'granted';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}

/** Bytes used and allowed for this origin, or undefined when the browser does not say. */
export async function storageUsage(): Promise<{ usage: number; quota: number } | undefined> {
  const storage = storageManager();
  if (typeof storage?.estimate !== 'function') return undefined;
  try {
    const { usage, quota } = await storage.estimate();
    return { usage: usage ?? 0, quota: quota ?? 0 };
  } catch {
    return undefined;
  }
}
