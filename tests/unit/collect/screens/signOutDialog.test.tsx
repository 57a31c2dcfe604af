import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../../../src/collect/i18n';
import { SignOutDialog } from '../../../../src/collect/screens/SignOutDialog';

afterEach(cleanup);

describe('the sign-out warning of the web collector', () => {
  it('is shown open where the browser cannot show a modal dialog, and says how many records are unsynced', () => {
    expect(typeof HTMLDialogElement.prototype.showModal).not.toBe('function'); // jsdom: the fallback path
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<SignOutDialog t={translate} unsynced={3} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign out?' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('3');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out anyway' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
