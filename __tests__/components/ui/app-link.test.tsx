import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLink } from '@/components/ui/app-link';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch, push: jest.fn(), replace: jest.fn() }) }));

// next/link's own prefetching, spied on: AppLink must turn off the one that fires on sight.
const linkProps = jest.fn();
jest.mock('next/link', () => {
  const actual = jest.requireActual('next/link');
  const Link = actual.default;
  return { __esModule: true, default: (props: { prefetch?: boolean | null }) => (linkProps(props), <Link {...props} />) };
});

beforeEach(() => {
  prefetch.mockClear();
  linkProps.mockClear();
});

describe('AppLink', () => {
  it('fetches nothing ahead on sight: next/link is told not to, and nothing is asked on render', () => {
    render(<AppLink href="/leaderboard">Leaderboard</AppLink>);
    expect(screen.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('href', '/leaderboard');
    expect(linkProps).toHaveBeenCalledWith(expect.objectContaining({ prefetch: false }));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('fetches the page when a pointer or finger reaches the link', () => {
    render(<AppLink href="/prediction?id=3">Question</AppLink>);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Question' }));
    expect(prefetch).toHaveBeenCalledWith('/prediction?id=3');
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
    expect(prefetch).toHaveBeenCalledWith('/wallet');
    expect(onFocus).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
