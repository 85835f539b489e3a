import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { LoginRequired } from '@/components/shared/message-screens/login-required';
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
      <LoginRequired what="your wallet">
        <p>Secret balance</p>
      </LoginRequired>,
    );
    expect(screen.queryByRole('heading', { name: 'Please log in' })).toBeNull();
    act(() => useHydrationStore.setState({ session: true, game: true }));
    expect(screen.getByRole('heading', { name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByText(/need to log in to see your wallet/)).toBeInTheDocument();
    expect(screen.queryByText('Secret balance')).toBeNull();
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
