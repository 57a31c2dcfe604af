/** The session ended on the server (expired, revoked): the same account enters its password to sync again. */
import { useState, type FormEvent } from 'react';
import type { Translate } from '../../i18n/messages';

export function PasswordAgain({ t, email, onSubmit }: { t: Translate; email: string; onSubmit(password: string): Promise<void> }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await onSubmit(password);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <section className="banner warn" aria-labelledby="again-title">
      <h2 id="again-title">{t('collect.signIn.againTitle')}</h2>
      <p>{t('collect.signIn.again')}</p>
      <form onSubmit={submit} className="inline">
        <input type="email" value={email} readOnly hidden autoComplete="username" />
        <label htmlFor="again-password">{t('collect.signIn.password')}</label>
        <input id="again-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <button type="submit" disabled={!password}>
          {t('collect.signIn.submit')}
        </button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}
