/** The top of every screen: the app, the network and sync state, Sync now, the language and Sign out. */
import type { AppLocale } from '../../i18n/locale';
import type { Translate } from '../../i18n/messages';
import type { WebDevice } from '../device/webDevice';
import { chooseLanguage } from '../i18n';
import { timeOf as time } from './clock';

interface Props {
  t: Translate;
  locale: AppLocale;
  device: WebDevice;
  onSignOut(): void;
}

export function StatusBar({ t, locale, device, onSignOut }: Props) {
  const sync = device.loop.state;
  const counts = device.store.counts();
  const pending = Object.values(counts).reduce((sum, c) => sum + c.pending, 0);
  const failed = Object.values(counts).reduce((sum, c) => sum + c.failed, 0);
  const online = navigator.onLine;
  return (
    <header className="status">
      <div className="status-row">
        <strong className="app-name">{t('collect.appName')}</strong>
        <select aria-label={t('collect.language')} value={locale} onChange={(e) => void chooseLanguage(e.target.value as AppLocale)}>
          <option value="en">English</option>
          <option value="ha">Hausa</option>
        </select>
        <button type="button" onClick={onSignOut}>
          {t('collect.signOut.button')}
        </button>
      </div>
      <div className="status-row" role="status" aria-live="polite">
        <span className={online ? 'dot on' : 'dot off'} aria-hidden="true" />
        <span data-testid="network">{online ? t('collect.status.online') : t('collect.status.offline')}</span>
        {device.online && <span className="muted">{t('collect.status.commandCentre')}</span>}
      </div>
      <div className="status-row">
        <span data-testid="sync-state">
          {sync.running
            ? t('collect.status.syncing')
            : sync.lastRunAt
              ? t('collect.status.lastSync', { time: time(sync.lastRunAt) })
              : t('collect.status.neverSynced')}
        </span>
        {pending > 0 && <span className="badge">{t('collect.status.pending', { count: pending })}</span>}
        {failed > 0 && <span className="badge bad">{t('collect.status.failed', { count: failed })}</span>}
        {sync.nextRetryAt && <span className="muted">{t('collect.status.nextRetry', { time: time(sync.nextRetryAt) })}</span>}
        <button type="button" onClick={() => void device.loop.trigger('manual')} disabled={sync.running || !online}>
          {t('collect.status.syncNow')}
        </button>
      </div>
    </header>
  );
}
