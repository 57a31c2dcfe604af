/** The web collector: the saved session opens the device at once (offline too); otherwise sign in. */
import { useT } from './i18n';
import { DeviceApp } from './screens/DeviceApp';
import { SignInScreen } from './screens/SignInScreen';
import { useCollectorSession } from './session/useCollectorSession';

export function CollectApp() {
  const { t } = useT();
  const { state, signIn, signInAgain, signOut } = useCollectorSession();
  if (state.kind === 'loading') return <p className="screen">{t('collect.loading')}</p>;
  if (state.kind === 'signedOut') return <SignInScreen t={t} notice={state.notice} onSignIn={signIn} />;
  return <DeviceApp user={state.user} device={state.device} needsPassword={state.needsPassword} onSignInAgain={signInAgain} onSignOut={signOut} />;
}
