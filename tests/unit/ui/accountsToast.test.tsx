import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Toaster } from '../../../src/ui/Toaster';
import { TOAST_LIMIT, dismiss, toast, toastStore } from '../../../src/ui/toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => dismiss());
  cleanup();
  vi.useRealTimers();
});

describe('public toasts (spec 01 §9)', () => {
  it('keeps success 2000 ms, error and blank 4000 ms, loading until dismissed', () => {
    const loading = toast.loading('Working');
    toast.success('Saved');
    toast.error('Failed');
    toast('Note');
    const messages = () => toastStore.getSnapshot().map((item) => item.message);
    expect(messages()).toEqual(['Working', 'Saved', 'Failed', 'Note']);
    vi.advanceTimersByTime(1999);
    expect(messages()).toContain('Saved');
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['Working', 'Failed', 'Note']);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual(['Working']);
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['Working']);
    dismiss(loading);
    expect(messages()).toEqual([]);
  });

  it('shows at most 20, dropping the oldest', () => {
    for (let i = 1; i <= TOAST_LIMIT + 3; i += 1) toast.error(`Message ${i}`);
    const messages = toastStore.getSnapshot().map((item) => item.message);
    expect(messages).toHaveLength(20);
    expect(messages[0]).toBe('Message 4');
  });

  it('renders errors as alerts and the rest as status messages', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Could not save');
      toast.success('Saved');
    });
    const stack = screen.getByTestId('toaster');
    expect(within(stack).getByRole('alert')).toHaveTextContent('Could not save');
    expect(within(stack).getByRole('status')).toHaveTextContent('Saved');
  });
});
