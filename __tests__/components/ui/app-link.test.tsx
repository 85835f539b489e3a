import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLink } from '@/components/ui/app-link';

// next/link, spied on: what AppLink asks of its prefetching (false: none; null: next/link's own,
// which fetches a link on screen at once). The journey e2e/link-prefetch.spec.ts sees the requests.
const linkProps = jest.fn();
jest.mock('next/link', () => {
  const Link = jest.requireActual('next/link').default;
  return { __esModule: true, default: (props: { prefetch?: boolean | null }) => (linkProps(props.prefetch), <Link {...props} />) };
});

beforeEach(() => linkProps.mockClear());

const lastPrefetch = () => linkProps.mock.calls.at(-1)?.[0];

describe('AppLink', () => {
  it('fetches nothing ahead on sight', () => {
    render(<AppLink href="/leaderboard">Leaderboard</AppLink>);
    expect(screen.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('href', '/leaderboard');
    expect(linkProps.mock.calls.map(([prefetch]) => prefetch)).toEqual([false]);
  });

  it('fetches the page when a pointer or finger reaches the link', () => {
    render(<AppLink href="/prediction?id=3">Question</AppLink>);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Question' }));
    expect(lastPrefetch()).toBeNull();
  });

  it('fetches the page when the keyboard reaches the link, and still calls the caller’s own handlers', async () => {
    const onFocus = jest.fn();
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <AppLink href="/wallet" onFocus={onFocus} onClick={onClick}>
        Wallet
      </AppLink>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Wallet' })).toHaveFocus();
    expect(lastPrefetch()).toBeNull();
    expect(onFocus).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
