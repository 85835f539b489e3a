import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstallCardSlot } from '@/components/install/install-card-slot';
import { INSTALL_PROMPT_GLOBAL } from '@/lib/install/install-prompt-script';
import type { Position } from '@/lib/model/position';
import { useGameStore } from '@/lib/store/game-store';
import { useHydrationStore } from '@/lib/store/hydration-store';
import { useSessionStore } from '@/lib/store/session-store';
import { inHindi } from '../../i18n/hindi';

const TITLE = 'Add PredictoPlay to your home screen';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';

function bet(status: Position['status'], accountId = 'player-1'): Position {
  return {
    id: `bet-${status}-${accountId}`,
    accountId,
    marketId: 'm1',
    question: 'Will it rain in Pune on Friday?',
    choice: 'YES',
    amount: 100,
    potentialWin: 180,
    createdAt: '2026-11-22T12:00:00.000Z',
    status,
    settledAt: status === 'open' ? null : '2026-11-22T13:00:00.000Z',
    yesShareAfter: 50,
    wallet: 'practice',
  };
}

/** The logged-in player-1, loaded from storage, with these bets. */
function playerWith(positions: Position[]): void {
  useSessionStore.setState({ accountId: 'player-1' });
  useGameStore.setState({ positions });
  useHydrationStore.setState({ session: true, game: true });
}

/** A fake `beforeinstallprompt` whose answer is `outcome`, kept as the head script keeps it. */
function keptPrompt(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: jest.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  (window as unknown as Record<string, unknown>)[INSTALL_PROMPT_GLOBAL] = event;
  return event;
}

function useAgent(userAgent: string): void {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

function runningInstalled(standalone: boolean): void {
  window.matchMedia = jest.fn((query: string) => ({ matches: standalone && query === '(display-mode: standalone)', media: query }) as MediaQueryList);
}

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[INSTALL_PROMPT_GLOBAL];
  runningInstalled(false);
  useAgent(FIREFOX);
});

afterEach(() => jest.restoreAllMocks());

/** Lets the slot's effect run and the lazily loaded card arrive. */
async function settle(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('InstallCardSlot', () => {
  it('offers nothing before the player has a settled bet, and the card once one is settled', async () => {
    playerWith([bet('open'), bet('won', 'someone-else')]);
    render(<InstallCardSlot />);
    await settle();
    expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();

    act(() => useGameStore.setState({ positions: [bet('lost')] }));
    expect(await screen.findByRole('heading', { name: TITLE })).toBeVisible();
  });

  it('counts a refunded (cancelled) bet as settled, and shows nothing to a visitor', async () => {
    useGameStore.setState({ positions: [bet('refunded')] });
    useHydrationStore.setState({ session: true, game: true });
    const { unmount } = render(<InstallCardSlot />);
    await settle();
    expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
    unmount();

    playerWith([bet('refunded')]);
    render(<InstallCardSlot />);
    expect(await screen.findByRole('heading', { name: TITLE })).toBeVisible();
  });

  it('fires the browser’s install prompt, and once accepted remembers it and goes', async () => {
    const prompt = keptPrompt('accepted');
    playerWith([bet('won')]);
    render(<InstallCardSlot />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to home screen' }));
    expect(prompt.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('heading', { name: TITLE })).toBeNull());
    expect(localStorage.getItem('predictoplay:install-card')).toBe('installed');
  });

  it('shows the steps once the browser’s prompt was turned down, since a prompt fires only once', async () => {
    useAgent(ANDROID_CHROME);
    keptPrompt('dismissed');
    playerWith([bet('won')]);
    render(<InstallCardSlot />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to home screen' }));
    expect(await screen.findByText(/tap the ⋮ menu at the top right, then Add to Home screen or Install app/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
    expect(localStorage.getItem('predictoplay:install-card')).toBeNull();
  });

  it('takes up a prompt that comes after the card appeared', async () => {
    playerWith([bet('won')]);
    render(<InstallCardSlot />);
    await screen.findByRole('heading', { name: TITLE });
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
    act(() => {
      window.dispatchEvent(keptPrompt('accepted'));
    });
    expect(await screen.findByRole('button', { name: 'Add to home screen' })).toBeVisible();
  });

  it.each([
    [IPHONE, 'Tap the Share button, then Add to Home Screen.'],
    [ANDROID_CHROME, 'In Chrome, tap the ⋮ menu at the top right, then Add to Home screen or Install app.'],
    [FIREFOX, 'Open your browser’s menu and look for Install or Add to Home screen. Not every browser has it.'],
  ])('without a prompt, gives this browser’s steps (%s)', async (agent, steps) => {
    useAgent(agent);
    playerWith([bet('won')]);
    render(<InstallCardSlot />);
    expect(await screen.findByText(steps)).toBeVisible();
  });

  it('remembers a dismissal in this browser: the next visit offers nothing', async () => {
    playerWith([bet('won')]);
    const first = render(<InstallCardSlot />);
    await userEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
    expect(localStorage.getItem('predictoplay:install-card')).toBe('dismissed');
    first.unmount();

    render(<InstallCardSlot />);
    await settle();
    expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
  });

  it('moves focus to the section that takes the dismissed card’s place', async () => {
    playerWith([bet('won')]);
    render(
      <>
        <InstallCardSlot />
        <section>
          <h2>How we play</h2>
        </section>
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(screen.getByRole('heading', { name: 'How we play' })).toHaveFocus();
  });

  it('goes when the app is installed from the browser’s own menu', async () => {
    playerWith([bet('won')]);
    render(<InstallCardSlot />);
    await screen.findByRole('heading', { name: TITLE });
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
    expect(localStorage.getItem('predictoplay:install-card')).toBe('installed');
  });

  it('shows nothing in the installed app, or once the head script saw it installed', async () => {
    runningInstalled(true);
    playerWith([bet('won')]);
    const { unmount } = render(<InstallCardSlot />);
    await settle();
    expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
    unmount();

    runningInstalled(false);
    localStorage.setItem('predictoplay:install-card', 'installed');
    render(<InstallCardSlot />);
    await settle();
    expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
  });
});

describe('InstallCardSlot in Hindi', () => {
  inHindi();

  it('offers the home screen in Hindi, with the iPhone’s steps', async () => {
    useAgent(IPHONE);
    playerWith([bet('won')]);
    render(<InstallCardSlot />);
    expect(await screen.findByRole('heading', { name: 'PredictoPlay को अपनी होम स्क्रीन पर जोड़ें' })).toBeVisible();
    expect(screen.getByText(/शेयर बटन पर टैप करें/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'नहीं, धन्यवाद' })).toBeVisible();
  });
});
