/** Sign-in of a collector account (the first time needs a network; later the collector opens offline). */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../device/api';
import type { Translate } from '../../i18n/messages';
import { NotCollectorError } from '../session/useCollectorSession';

interface Props {
  t: Translate;
  notice?: 'suspended' | 'revoked';
  onSignIn(email: string, password: string): Promise<void>;
}

export function SignInScreen({ t, notice, onSignIn }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(notice ? t(`collect.ended.${notice}`) : null);
  const [working, setWorking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!navigator.onLine) return setError(t('collect.signIn.offline'));
    setWorking(true);
    setError(null);
    try {
      await onSignIn(email.trim(), password);
    } catch (failure) {
      if (failure instanceof NotCollectorError) setError(t('collect.signIn.notCollector'));
      else if (failure instanceof ApiError && failure.status === 0) setError(t('collect.signIn.offline'));
      else setError(failure instanceof Error ? failure.message : String(failure));
      setWorking(false);
    }
  };

  return (
    <main className="screen narrow">
      <h1>{t('collect.signIn.title')}</h1>
      <p>{t('collect.signIn.intro')}</p>
      <form onSubmit={submit} noValidate>
        <label htmlFor="collect-email">{t('collect.signIn.email')}</label>
        <input id="collect-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="collect-password">{t('collect.signIn.password')}</label>
        <input id="collect-password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={working || !email || !password}>
          {working ? t('collect.signIn.working') : t('collect.signIn.submit')}
        </button>
      </form>
    </main>
  );
}
