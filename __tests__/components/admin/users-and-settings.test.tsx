import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsForm } from '@/components/admin/settings-form';
import { UsersTable } from '@/components/admin/users-table';
import { BrandLink } from '@/components/layout/brand-link';
import { PlatformTitle, retitle } from '@/components/layout/platform-title';
import { placeBet } from '@/lib/betting/place-bet';
import { formatDateTime } from '@/lib/display/format';
import type { Account } from '@/lib/model/account';
import { useGameStore } from '@/lib/store/game-store';
import { applyNow, currentAccount, logInAs, logInAsAdmin, startApp, storedGame, testContext } from '../players';

const BONUS_MESSAGE = 'Enter a whole number of coins from 1 to 10,000.';

/** The users table row whose Email cell holds this address. */
function userRow(email: string): HTMLElement {
  const row = screen.getByRole('cell', { name: email }).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

function bet(account: Account, marketId: string, amount: number) {
  const placed = applyNow((data) => placeBet(data, { accountId: account.id, marketId, choice: 'YES', amount }, testContext()));
  if (!placed.ok) throw new Error(`bet refused: ${placed.reason}`);
}

beforeEach(async () => {
  await startApp();
});

describe('UsersTable', () => {
  it('lists every account with its username, email, coins, joined date and number of bets', () => {
    const first = logInAs('first@example.com');
    const second = logInAs('second@example.com');
    const admin = logInAsAdmin();
    bet(first, '1', 100);
    bet(first, '2', 250);
    bet(second, '3', 10);
    render(<UsersTable />);

    const table = within(screen.getByRole('region', { name: 'Players' })).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Username', 'Email', 'Coins', 'Joined', 'Predictions']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    const expectations: [Account, string, string, string][] = [
      [first, 'Player', '1,150', '2'],
      [second, 'Player', '1,490', '1'],
      [admin, 'Admin', '1,500', '0'],
    ];
    for (const [account, username, coins, bets] of expectations) {
      const cells = within(userRow(account.email)).getAllByRole('cell').map((cell) => cell.textContent);
      expect(within(userRow(account.email)).getByRole('rowheader')).toHaveTextContent(username);
      expect(cells).toEqual([account.email, coins, formatDateTime(currentAccount(account.id).createdAt), bets]);
    }
  });

  it('renders a username with markup as text', () => {
    const player = logInAs('p@example.com');
    useGameStore.setState((state) => ({
      accounts: state.accounts.map((account) => (account.id === player.id ? { ...account, username: '<img src=x onerror=alert(1)>' } : account)),
    }));
    render(<UsersTable />);
    expect(screen.getByRole('rowheader', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('SettingsForm', () => {
  const nameField = () => screen.getByLabelText('Platform name');
  const bonusField = () => screen.getByLabelText('Daily bonus amount');
  const save = () => screen.getByRole('button', { name: 'Save settings' });
  const settings = () => useGameStore.getState().settings;
  const storedSettings = async () => (await storedGame())?.settings;
  /** The form answers once the admin's action is done: a refusal at once, a change once saved. */
  const answer = (text: string | RegExp) => waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));

  beforeEach(() => {
    logInAsAdmin();
  });

  it('is prefilled from the stored settings', () => {
    useGameStore.setState({ settings: { platformName: 'CricketCall', dailyBonus: 75 } });
    render(<SettingsForm />);
    expect(screen.getByRole('form', { name: 'Platform settings' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('CricketCall');
    expect(bonusField()).toHaveValue('75');
  });

  it.each(['0', '10001', '1.5', 'abc', '-5', ' '])('refuses a daily bonus of %p and saves nothing', async (bonus) => {
    const user = userEvent.setup();
    render(<SettingsForm />);
    await user.clear(nameField());
    await user.type(nameField(), 'NewName');
    await user.clear(bonusField());
    await user.type(bonusField(), bonus);
    await user.click(save());
    await answer('Nothing was saved. Fix the fields marked below.');
    expect(bonusField()).toHaveAttribute('aria-invalid', 'true');
    expect(bonusField()).toHaveAccessibleDescription(expect.stringContaining(BONUS_MESSAGE));
    expect(bonusField()).toHaveFocus();
    expect(settings()).toEqual({ platformName: 'PredictoPlay', dailyBonus: 50 });
    expect(await storedSettings()).toEqual({ platformName: 'PredictoPlay', dailyBonus: 50 });
  });

  it.each(['1', '10000'])('accepts a daily bonus of %p', async (bonus) => {
    const user = userEvent.setup();
    render(<SettingsForm />);
    await user.clear(bonusField());
    await user.type(bonusField(), bonus);
    await user.click(save());
    await answer(/^Saved\./);
    expect(settings().dailyBonus).toBe(Number(bonus));
    expect((await storedSettings())?.dailyBonus).toBe(Number(bonus));
  });

  it('refuses an empty platform name and focuses it', async () => {
    const user = userEvent.setup();
    render(<SettingsForm />);
    await user.clear(nameField());
    await user.type(nameField(), '   ');
    await user.click(save());
    await answer('Nothing was saved. Fix the fields marked below.');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription(expect.stringContaining('Enter a platform name.'));
    expect(nameField()).toHaveFocus();
    expect(bonusField()).not.toHaveAttribute('aria-invalid');
    expect(settings()).toEqual({ platformName: 'PredictoPlay', dailyBonus: 50 });
  });

  it('refuses a platform name over 40 characters', async () => {
    const user = userEvent.setup();
    render(<SettingsForm />);
    await user.clear(nameField());
    await user.type(nameField(), 'n'.repeat(41));
    await user.click(save());
    await answer('Nothing was saved. Fix the fields marked below.');
    expect(nameField()).toHaveAccessibleDescription(expect.stringContaining('The platform name can have at most 40 characters.'));
    expect(settings().platformName).toBe('PredictoPlay');
  });

  it('saves valid settings, says so, and the brand shows the new name', async () => {
    const user = userEvent.setup();
    render(
      <>
        <BrandLink />
        <SettingsForm />
      </>,
    );
    expect(screen.getByRole('link', { name: 'PredictoPlay' })).toHaveAttribute('href', '/');
    await user.clear(nameField());
    await user.type(nameField(), '  NewName ');
    await user.clear(bonusField());
    await user.type(bonusField(), '1200');
    await user.click(save());

    await answer('Saved. The site is now called NewName and the daily bonus is 1,200 coins.');
    expect(settings()).toEqual({ platformName: 'NewName', dailyBonus: 1200 });
    expect(await storedSettings()).toEqual({ platformName: 'NewName', dailyBonus: 1200 });
    expect(nameField()).toHaveValue('NewName');
    expect(nameField()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('link', { name: 'NewName' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'PredictoPlay' })).not.toBeInTheDocument();
  });

  it('clears the status as soon as a field changes', async () => {
    const user = userEvent.setup();
    render(<SettingsForm />);
    await user.click(save());
    await answer(/^Saved\./);
    await user.type(bonusField(), '0');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('refuses a session that is not the admin’s', async () => {
    logInAs('p@example.com');
    const user = userEvent.setup();
    render(<SettingsForm />);
    await user.clear(nameField());
    await user.type(nameField(), 'Hijacked');
    await user.click(save());
    await answer('Only the admin can change settings. Nothing was saved.');
    expect(settings().platformName).toBe('PredictoPlay');
    expect((await storedSettings())?.platformName).toBe('PredictoPlay');
  });
});

describe('retitle', () => {
  it('puts the platform name in place of the default in a page title', () => {
    expect(retitle('Wallet · PredictoPlay', 'NewName')).toBe('Wallet · NewName');
    expect(retitle('Admin Panel · PredictoPlay', 'CricketCall')).toBe('Admin Panel · CricketCall');
  });

  it('starts the home title with the platform name', () => {
    expect(retitle('PredictoPlay: predict and win play coins', 'NewName')).toBe('NewName: predict and win play coins');
  });

  it('leaves every title alone for the default name', () => {
    expect(retitle('Wallet · PredictoPlay', 'PredictoPlay')).toBe('Wallet · PredictoPlay');
    expect(retitle('PredictoPlay: predict and win play coins', 'PredictoPlay')).toBe('PredictoPlay: predict and win play coins');
  });

  it('leaves a title that is already renamed, or names nothing, alone', () => {
    expect(retitle('Wallet · NewName', 'NewName')).toBe('Wallet · NewName');
    expect(retitle('Wallet · NewName', 'Other')).toBe('Wallet · NewName');
    expect(retitle('Page Not Found', 'NewName')).toBe('Page Not Found');
  });

  it('follows a rename from the name this tab applied last', () => {
    expect(retitle('Wallet · NewName', 'Other', 'NewName')).toBe('Wallet · Other');
    expect(retitle('NewName: predict and win play coins', 'Other', 'NewName')).toBe('Other: predict and win play coins');
    expect(retitle('Wallet · NewName', 'PredictoPlay', 'NewName')).toBe('Wallet · PredictoPlay');
    expect(retitle('About PredictoPlay', 'NewName')).toBe('About PredictoPlay');
  });

  it('retitles the page as the app runs, including titles set later by navigation', async () => {
    useGameStore.setState({ settings: { platformName: 'NewName', dailyBonus: 50 } });
    document.title = 'Wallet · PredictoPlay';
    render(<PlatformTitle />);
    expect(document.title).toBe('Wallet · NewName');
    document.title = 'Profile · PredictoPlay';
    await waitFor(() => expect(document.title).toBe('Profile · NewName'));
  });
});
