import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionControls } from '@/components/account/session-controls';
import { PredictionCard } from '@/components/shared/market-card/prediction-card';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { usePlayIntentStore, useSessionStore } from '@/lib/store/session-store';
import { inHindi } from '../../i18n/hindi';
import { logInAs, marketById, startApp } from '../players';

jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: jest.fn() }) }));

// Real PBKDF2 at 600,000 iterations takes a moment in Node.
const HASHING = { timeout: 8000 };
jest.setTimeout(20_000);

const BITCOIN = 'Will Bitcoin close the week above 1 lakh US dollars?';

/** The top bar's account slot and one question's card, as on Home. */
function renderHome(marketId = '2') {
  const user = userEvent.setup();
  render(
    <>
      <SessionControls />
      <PredictionCard market={marketById(marketId)} />
    </>,
  );
  return { user, card: screen.getByRole('article') };
}

async function signUpAs(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, labels = SIGN_UP_LABELS) {
  await user.type(within(dialog).getByLabelText(labels.username), 'Asha');
  await user.type(within(dialog).getByLabelText(labels.email), 'asha@example.com');
  await user.type(within(dialog).getByLabelText(labels.password, { selector: '[name="password"]' }), 'correct horse');
  await user.type(within(dialog).getByLabelText(labels.confirm), 'correct horse');
  await user.click(within(dialog).getByRole('button', { name: labels.submit }));
}

const SIGN_UP_LABELS = { username: 'Username', email: 'Email', password: 'Password', confirm: 'Confirm password', submit: 'Create Account' };

beforeEach(async () => {
  await startApp();
  // The seeded questions end days after the moment they were seeded: now.
  useClockStore.setState({ now: Date.now() });
  usePlayIntentStore.setState({ marketId: null });
});

describe("a visitor's first tap on 'Login to Play'", () => {
  it('opens Join PredictoPlay when this browser has no account, with the password rule shown before any submit', async () => {
    const { user, card } = renderHome();
    await user.click(within(card).getByRole('button', { name: 'Login to Play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join PredictoPlay' });
    expect(within(dialog).getByLabelText('Password', { selector: '[name="password"]' })).toHaveAccessibleDescription('At least 8 characters.');
  });

  it('opens Welcome Back! when this browser already holds an account', async () => {
    // An account this browser knows, logged out.
    logInAs('known@example.com');
    useSessionStore.setState({ accountId: null });
    expect(useGameStore.getState().accounts).toHaveLength(1);
    const { user, card } = renderHome();
    await user.click(within(card).getByRole('button', { name: 'Login to Play' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back!' })).toBeInTheDocument();
  });

  it('lands the new player in that question’s bet dialog, focus inside it, once', async () => {
    const { user, card } = renderHome();
    await user.click(within(card).getByRole('button', { name: 'Login to Play' }));
    await signUpAs(user, await screen.findByRole('dialog', { name: 'Join PredictoPlay' }));
    const bet = await screen.findByRole('dialog', { name: 'Make Your Prediction' }, HASHING);
    expect(bet).toHaveAccessibleDescription(BITCOIN);
    await waitFor(() => expect(bet).toContainElement(document.activeElement as HTMLElement));
    expect(screen.queryByRole('dialog', { name: 'Join PredictoPlay' })).not.toBeInTheDocument();

    // Closed, it gives focus back to the card's button, now Predict Now, and stays closed.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const predict = within(card).getByRole('button', { name: 'Predict Now' });
    await waitFor(() => expect(predict).toHaveFocus());
    expect(usePlayIntentStore.getState().marketId).toBeNull();
  });

  it('opens no bet dialog at a later login when the visitor closed the account dialog instead', async () => {
    const { user, card } = renderHome();
    const login = within(card).getByRole('button', { name: 'Login to Play' });
    await user.click(login);
    await screen.findByRole('dialog', { name: 'Join PredictoPlay' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(login).toHaveFocus());
    act(() => void logInAs('p@example.com'));
    expect(within(card).getByRole('button', { name: 'Predict Now' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the bet dialog rather than the account dialog when a session turns up after the tap', async () => {
    const { user, card } = renderHome();
    await user.click(within(card).getByRole('button', { name: 'Login to Play' }));
    await screen.findByRole('dialog', { name: 'Join PredictoPlay' });
    act(() => void logInAs('p@example.com'));
    expect(await screen.findByRole('dialog', { name: 'Make Your Prediction' })).toHaveAccessibleDescription(BITCOIN);
    expect(screen.queryByRole('dialog', { name: 'Join PredictoPlay' })).not.toBeInTheDocument();
  });

  it('keeps the top bar’s own Login on Welcome Back!', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back!' })).toBeInTheDocument();
  });
});

describe("a visitor's first tap in Hindi", () => {
  inHindi();

  it('opens sign-up in Hindi with the password rule under the field, and lands in the bet dialog in Hindi', async () => {
    const { user, card } = renderHome();
    await user.click(within(card).getByRole('button', { name: 'खेलने के लिए लॉग इन करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'PredictoPlay से जुड़ें' });
    const password = within(dialog).getByLabelText('पासवर्ड', { selector: '[name="password"]' });
    expect(password).toHaveAccessibleDescription('कम से कम 8 अक्षर।');
    await signUpAs(user, dialog, { username: 'यूज़रनेम', email: 'ईमेल', password: 'पासवर्ड', confirm: 'पासवर्ड दोबारा लिखें', submit: 'खाता बनाएँ' });
    expect(await screen.findByRole('dialog', { name: 'अपना अनुमान लगाएँ' }, HASHING)).toBeInTheDocument();
  });
});
