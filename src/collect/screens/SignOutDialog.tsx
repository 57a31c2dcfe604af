/** Sign out, warning first when records are not synced yet (they stay on the device for this account). */
import { useEffect, useRef } from 'react';
import type { Translate } from '../../i18n/messages';

interface Props {
  t: Translate;
  unsynced: number;
  onConfirm(): void;
  onCancel(): void;
}

/** Where the browser cannot show a modal dialog (old WebViews, jsdom), the dialog is shown open in place. */
const canShowModal = typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal === 'function';

export function SignOutDialog({ t, unsynced, onConfirm, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (canShowModal && element && !element.open) element.showModal();
    return () => element?.close?.();
  }, []);
  return (
    <dialog ref={dialog} aria-labelledby="sign-out-title" onCancel={onCancel} open={canShowModal ? undefined : true}>
      <h2 id="sign-out-title">{t('collect.signOut.title')}</h2>
      <p>{t('collect.signOut.unsynced', { count: unsynced })}</p>
      <div className="actions">
        <button type="button" onClick={onCancel} autoFocus>
          {t('collect.signOut.cancel')}
        </button>
        <button type="button" className="danger" onClick={onConfirm}>
          {t('collect.signOut.confirm')}
        </button>
      </div>
    </dialog>
  );
}
