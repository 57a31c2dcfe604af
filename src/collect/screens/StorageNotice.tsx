/**
 * When the browser will not promise to keep the records (navigator.storage.persist refused): one
 * short line, its explanation a tap away, so that it never pushes the screen's own content aside.
 */
import type { Translate } from '../../i18n/messages';
import type { PersistenceAnswer } from '../storage/persist';

export function StorageNotice({ t, answer }: { t: Translate; answer: PersistenceAnswer | null }) {
  if (!answer || answer === 'granted') return null;
  return (
    <details className="notice">
      <summary>{t('collect.storage.refusedShort')}</summary>
      {t(answer === 'denied' ? 'collect.storage.refused' : 'collect.storage.unsupported')}
    </details>
  );
}
