/** The signed-in collector: status bar, then the screen of the current path. */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { SessionUser } from '../../domain/session';
import type { WebDevice } from '../device/webDevice';
import { useT } from '../i18n';
import { askPersistentStorage, type PersistenceAnswer } from '../storage/persist';
import { useRoute } from '../useRoute';
import { HomeScreen } from './HomeScreen';
import { PasswordAgain } from './PasswordAgain';
import { RecordScreen } from './RecordScreen';
import { SignOutDialog } from './SignOutDialog';
import { StatusBar } from './StatusBar';
import { StorageNotice } from './StorageNotice';

// The forms, their schemas and the place lists load when a record is opened (kept offline by the service worker).
const CaptureScreen = lazy(() => import('./CaptureScreen').then((module) => ({ default: module.CaptureScreen })));

interface Props {
  user: SessionUser;
  device: WebDevice;
  needsPassword: boolean;
  onSignInAgain(password: string): Promise<void>;
  onSignOut(): Promise<void>;
}

/** Re-renders on every change of the device (its rows, its sync, its connection) and of the network. */
function useDeviceChanges(device: WebDevice): void {
  useSyncExternalStore(device.subscribe, () => device.revision);
  const [, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
}

export function DeviceApp({ user, device, needsPassword, onSignInAgain, onSignOut }: Props) {
  const { t, locale } = useT();
  const [route, go] = useRoute();
  const [signingOut, setSigningOut] = useState(false);
  const [storage, setStorage] = useState<PersistenceAnswer | null>(null);
  const [savedId, setSavedId] = useState<number | null>(null);
  useDeviceChanges(device);
  useEffect(() => {
    void askPersistentStorage().then(setStorage);
  }, []);

  const signOut = () => (device.unsyncedCount() > 0 ? setSigningOut(true) : void onSignOut());
  const home = () => go({ screen: 'home' });

  let screen;
  if (route.screen === 'new') {
    screen = (
      <CaptureScreen
        t={t}
        device={device}
        table={route.table}
        draftKey={route.draftKey}
        onCancel={home}
        onSaved={(row) => {
          setSavedId(row.localId);
          go({ screen: 'record', table: route.table, localId: row.localId }, true);
        }}
      />
    );
  } else if (route.screen === 'record' || route.screen === 'fix') {
    const row = device.store.find(route.table, route.localId);
    if (!row) screen = <HomeScreen t={t} device={device} go={go} />;
    else if (route.screen === 'fix')
      screen = (
        <CaptureScreen
          t={t}
          device={device}
          table={route.table}
          draftKey={`fix-${route.table}-${row.localId}`}
          fixing={row}
          onCancel={() => go({ screen: 'record', table: route.table, localId: row.localId })}
          onSaved={() => {
            setSavedId(row.localId);
            go({ screen: 'record', table: route.table, localId: row.localId }, true);
          }}
        />
      );
    else
      screen = (
        <RecordScreen
          t={t}
          table={route.table}
          row={row}
          justSaved={savedId === row.localId}
          onBack={home}
          onFix={() => go({ screen: 'fix', table: route.table, localId: row.localId })}
        />
      );
  } else screen = <HomeScreen t={t} device={device} go={go} />;

  return (
    <>
      <StatusBar t={t} locale={locale} device={device} onSignOut={signOut} />
      {needsPassword && <PasswordAgain t={t} email={user.email} onSubmit={onSignInAgain} />}
      <StorageNotice t={t} answer={storage} />
      <Suspense fallback={<p className="screen">{t('collect.loading')}</p>}>{screen}</Suspense>
      {signingOut && <SignOutDialog t={t} unsynced={device.unsyncedCount()} onCancel={() => setSigningOut(false)} onConfirm={() => void onSignOut()} />}
    </>
  );
}
