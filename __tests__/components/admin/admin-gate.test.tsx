import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionMark } from '@/components/shared/message-screens/session-mark';
import { AdminGate } from '@/components/admin/admin-gate';
import { formatCoinsCompact } from '@/lib/display/format';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { useSessionStore } from '@/lib/store/session-store';
import { logInAs, logInAsAdmin, startApp } from '../players';

const tileValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

function expectNotFound() {
  expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(screen.queryByText(/not a lock on anything/)).not.toBeInTheDocument();
  expect(screen.queryByText('Open questions')).not.toBeInTheDocument();
}

describe('AdminGate', () => {
  it('shows a busy placeholder and no admin content before the stores have loaded', () => {
    const { container } = render(
      <>
        <SessionMark />
        <AdminGate />
      </>,
    );
    expect(container.querySelector('[aria-busy="true"]')).toBeVisible();
    expect(container.querySelector('[aria-busy="true"]')).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows only the busy placeholder to an admin session before the stores have loaded', () => {
    // The session says admin, but nothing has been read from storage yet.
    useSessionStore.setState({ accountId: 'whoever' });
    const { container } = render(
      <>
        <SessionMark />
        <AdminGate />
      </>,
    );
    expect(container.querySelector('[aria-busy="true"]')).toBeVisible();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  describe('once the stores have loaded', () => {
    beforeEach(async () => {
      await startApp();
      useClockStore.setState({ now: Date.now() });
    });

    it('shows Page Not Found to a visitor who is logged out', async () => {
      render(<AdminGate />);
      expectNotFound();
      // Nothing lazy is pending behind it.
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument());
    });

    it('shows Page Not Found to a player', () => {
      logInAs('p@example.com');
      render(<AdminGate />);
      expectNotFound();
    });

    it('shows Page Not Found to an account flagged admin whose address is not the admin address', () => {
      const player = logInAs('p@example.com');
      useGameStore.setState((state) => ({
        accounts: state.accounts.map((account) => (account.id === player.id ? { ...account, isAdmin: true } : account)),
      }));
      render(<AdminGate />);
      expectNotFound();
    });

    it('shows Page Not Found to a session naming an account that is not in this browser', () => {
      useSessionStore.setState({ accountId: 'gone' });
      render(<AdminGate />);
      expectNotFound();
    });

    describe('for the admin', () => {
      beforeEach(() => {
        logInAsAdmin();
      });

      it('shows the Admin Panel with the demo note and the four tiles', async () => {
        render(<AdminGate />);
        expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
        expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
        expect(screen.getByText(/not a lock on anything/)).toBeInTheDocument();
        expect(tileValue('Open questions')).toHaveTextContent('9');
        expect(tileValue('Players')).toHaveTextContent('1');
        expect(tileValue('Results given today')).toHaveTextContent('0');
        const pool = useGameStore.getState().markets.reduce((sum, market) => sum + market.totalPool, 0);
        expect(tileValue('Coins put on questions')).toHaveTextContent(formatCoinsCompact(pool));
        expect(screen.getByRole('button', { name: 'New question' })).toBeInTheDocument();
      });

      it('has Questions, Players and Settings tabs, moved between with the arrow keys', async () => {
        const user = userEvent.setup();
        render(<AdminGate />);
        const tablist = await screen.findByRole('tablist', { name: 'Admin sections' });
        const tabs = within(tablist).getAllByRole('tab');
        expect(tabs.map((tab) => tab.textContent)).toEqual(['Questions', 'Players', 'Settings']);
        expect(screen.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
        expect(screen.getByRole('region', { name: 'Questions' })).toBeInTheDocument();

        await user.click(screen.getByRole('tab', { name: 'Questions' }));
        await user.keyboard('{ArrowRight}');
        expect(screen.getByRole('tab', { name: 'Players' })).toHaveFocus();
        expect(screen.getByRole('tab', { name: 'Players' })).toHaveAttribute('aria-selected', 'true');
        expect(screen.getByRole('region', { name: 'Players' })).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Questions' })).not.toBeInTheDocument();

        await user.keyboard('{ArrowRight}');
        expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
        expect(screen.getByRole('form', { name: 'Platform settings' })).toBeInTheDocument();

        await user.keyboard('{ArrowRight}');
        expect(screen.getByRole('tab', { name: 'Questions' })).toHaveFocus();
        expect(screen.getByRole('region', { name: 'Questions' })).toBeInTheDocument();

        await user.keyboard('{ArrowLeft}');
        expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
      });

      it('titles the page Admin Panel with the platform name', async () => {
        document.title = 'Page Not Found · PredictoPlay';
        render(<AdminGate />);
        await screen.findByRole('heading', { name: 'Admin Panel' });
        await waitFor(() => expect(document.title).toBe('Admin Panel · PredictoPlay'));
      });

      it('drops back to Page Not Found when the session logs out', async () => {
        render(<AdminGate />);
        await screen.findByRole('heading', { name: 'Admin Panel' });
        act(() => useSessionStore.setState({ accountId: null }));
        expectNotFound();
      });
    });
  });
});
