import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordScreen } from '../../../../src/collect/screens/RecordScreen';
import { translate } from '../../../../src/collect/i18n';
import { LocalStore } from '../../../../src/device/store';

afterEach(cleanup);

function child(review: { reviewState: string; reviewComment: string | null; serverId?: number }) {
  const store = new LocalStore();
  const row = store.add('oosChildren', { name: 'Hauwa Musa' }, { firstName: 'Hauwa', lastName: 'Musa' });
  store.update(row, { syncStatus: 'synced', serverId: 40 });
  store.applyReview('oosChildren', row.localUUID, review);
  return row;
}

function show(row: ReturnType<typeof child>) {
  const onFix = vi.fn();
  render(<RecordScreen t={translate} table="oosChildren" row={row} justSaved={false} onFix={onFix} onBack={vi.fn()} />);
  return onFix;
}

describe('a record on the web collector', () => {
  it('shows a reviewer’s has_issues comment and offers the fix', () => {
    const onFix = show(child({ reviewState: 'has_issues', reviewComment: 'age: the child is 9' }));
    expect(screen.getByTestId('review-state')).toHaveTextContent('Has issues');
    expect(screen.getByTestId('review-comment')).toHaveTextContent('age: the child is 9');
    fireEvent.click(screen.getByRole('button', { name: 'Fix and re-send' }));
    expect(onFix).toHaveBeenCalledTimes(1);
  });

  it('shows a record merged on the server as merged into the survivor, and no longer offers the fix', () => {
    show(child({ reviewState: 'merged', reviewComment: null, serverId: 812 }));
    expect(screen.getByTestId('review-state')).toHaveTextContent('Merged into record 812');
    expect(screen.getByText('This record can no longer be changed from this device.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fix and re-send' })).not.toBeInTheDocument();
  });
});
