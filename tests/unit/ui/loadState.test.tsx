import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PublicApiError } from '../../../src/providers/publicApi';
import { LoadState } from '../../../src/public/components/LoadState';

afterEach(cleanup);

describe('LoadState', () => {
  it('offers no Retry for a 4xx answer (a missing programme)', () => {
    render(<LoadState loading={false} error={new PublicApiError('The programme was not found.', 404)} retry={vi.fn()} />);
    expect(screen.getByTestId('load-error')).toHaveTextContent('The programme was not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it.each([0, 500, 503])('offers Retry when trying again can help (status %i)', (status) => {
    const retry = vi.fn();
    render(<LoadState loading={false} error={new PublicApiError('The figures could not be loaded.', status)} retry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
