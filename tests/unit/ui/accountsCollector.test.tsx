import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import CollectorPage from '../../../src/public/collector/CollectorPage';
import { makeUser, resetFakeSession, signIn } from './support/fakeSession';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);

const ACTIVATED = ['Please proceed to the mobile app to login', 'Kindly Contact ICT Unit for the mobile App'];

function open(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CollectorPage />
    </MemoryRouter>,
  );
}

beforeEach(resetFakeSession);
afterEach(cleanup);

describe('collector area', () => {
  it('shows Account Activated after accepting an invitation', () => {
    open('/collector?accepted=true');
    expect(screen.getByRole('heading', { name: 'Account Activated' })).toBeInTheDocument();
    for (const text of ACTIVATED) expect(screen.getByText(text)).toBeInTheDocument();
    // The web collector is a page of its own (its own bundle and service worker): a plain link to it.
    expect(screen.getByRole('link', { name: 'Open the web collector' })).toHaveAttribute('href', '/collect/');
  });

  it('shows Account Activated to a signed-in collector', () => {
    signIn(makeUser({ role: 'collector', roleData: { id: 5, name: 'collector', displayName: 'Collector' }, permissions: ['collector_dashboard'] }));
    open('/collector');
    expect(screen.getByTestId('account-activated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('tells other visitors where collectors work', () => {
    open('/collector');
    expect(screen.queryByTestId('account-activated')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Collector area' })).toBeInTheDocument();
  });
});
