import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { LoginRequired } from '@/components/shared/message-screens/login-required';
import { SessionMark } from '@/components/shared/message-screens/session-mark';
import { AdminGate } from '@/components/admin/admin-gate';
import { NO_SESSION, SESSION_MARK_ATTRIBUTE } from '@/lib/store/session-mark';
import { PageNotFound } from '@/components/shared/message-screens/page-not-found';
import { PredictionNotFound } from '@/components/shared/message-screens/prediction-not-found';
import { StorageNotices } from '@/components/layout/storage-notices';
import { useNoticeStore } from '@/lib/store/notice-store';
import { useHydrationStore } from '@/lib/store/hydration-store';
import userEvent from '@testing-library/user-event';

describe('PredictionNotFound', () => {
  it('says the spec’s words and links back home', () => {
    render(<PredictionNotFound />);
    expect(screen.getByRole('heading', { name: 'Prediction Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The prediction you're looking for doesn't exist. Explore other predictions!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('PageNotFound', () => {
  it('has a heading and a way home', () => {
    render(<PageNotFound />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  });
});

describe('LoginRequired', () => {
  it('waits for the session, then asks a visitor to log in instead of showing its content', () => {
    render(
      <>
        <SessionMark />
        <LoginRequired what="your wallet">
          <p>Secret balance</p>
        </LoginRequired>
      </>,
    );
    expect(screen.queryByRole('heading', { name: 'Please log in' })).toBeNull();
    act(() => useHydrationStore.setState({ session: true, game: true }));
    expect(screen.getByRole('heading', { name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByText(/need to log in to see your wallet/)).toBeInTheDocument();
    expect(screen.queryByText('Secret balance')).toBeNull();
  });

  describe('while the session is read', () => {
    afterEach(() => document.documentElement.removeAttribute(SESSION_MARK_ATTRIBUTE));

    function renderWalletPage() {
      return render(
        <>
          <SessionMark />
          <LoginRequired what="your wallet">
            <p>Secret balance</p>
          </LoginRequired>
        </>,
      );
    }

    it('shows only a placeholder when a login may be stored', () => {
      const { container } = renderWalletPage();
      expect(screen.queryByRole('heading', { name: 'Please log in' })).toBeNull();
      expect(container.querySelector('[aria-busy="true"]')).toBeVisible();
    });

    it('already asks a browser that stores no login to log in, in the element the live screen keeps', () => {
      // What the page's inline script does before the first paint (lib/store/session-mark.ts).
      document.documentElement.setAttribute(SESSION_MARK_ATTRIBUTE, NO_SESSION);
      const { container } = renderWalletPage();
      const early = screen.getByRole('heading', { name: 'Please log in' });
      expect(container.querySelector('[aria-busy="true"]')).not.toBeVisible();
      act(() => useHydrationStore.setState({ session: true, game: true }));
      expect(screen.getByRole('heading', { name: 'Please log in' })).toBe(early);
      expect(container.querySelector('[aria-busy="true"]')).toBeNull();
      expect(screen.queryByText('Secret balance')).toBeNull();
    });

    it('the admin page shows a browser that stores no login its not-found screen early, and keeps it', () => {
      document.documentElement.setAttribute(SESSION_MARK_ATTRIBUTE, NO_SESSION);
      render(
        <>
          <SessionMark />
          <AdminGate />
        </>,
      );
      const early = screen.getByRole('heading', { name: 'Page Not Found' });
      act(() => useHydrationStore.setState({ session: true, game: true }));
      expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBe(early);
    });
  });
});

describe('StorageNotices', () => {
  it('shows each notice once in a status region until dismissed', async () => {
    const user = userEvent.setup();
    render(<StorageNotices />);
    act(() => {
      useNoticeStore.getState().addNotice({ id: 'x', message: 'Progress is not saved.' });
      useNoticeStore.getState().addNotice({ id: 'x', message: 'Progress is not saved.' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Progress is not saved.');
    expect(screen.getAllByText('Progress is not saved.')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Progress is not saved.')).toBeNull();
    act(() => useNoticeStore.getState().addNotice({ id: 'x', message: 'Progress is not saved.' }));
    expect(screen.queryByText('Progress is not saved.')).toBeNull();
  });
});
