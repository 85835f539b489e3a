import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileView } from '@/components/profile/profile-view';
import { BACKUP_FORMAT, makeBackup } from '@/lib/storage/backup-file';
import { placeBet } from '@/lib/betting/place-bet';
import { settleMarket } from '@/lib/settlement/settlement';
import type { Account } from '@/lib/model/account';
import { BACKUP_VERSION } from '@/lib/storage/versions';
import { MAX_FILE_BYTES } from '@/lib/files/file-cap';
import { useGameStore } from '@/lib/store/game-store';
import { useToastStore } from '@/lib/store/toast-store';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { fromBase64Url } from '@/lib/league/encoding';
import { generateLeagueKeys } from '@/lib/league/keys';
import { leagueIdOf } from '@/lib/league/league-id';
import { FAKE_HASH, gameWith, makeCtx, NOW, ok } from '../../lib/game-fixtures';
import { joinAndBet, LEAGUE_ID, PUBLIC_KEY } from '../../lib/store/league-records';
import { annsGame } from '../../lib/played-games';
import { applyNow, currentAccount, logInAs, startApp, storageSnapshot, storedGame, testContext } from '../players';

jest.mock('next/navigation', () => ({ usePathname: () => '/profile', useRouter: () => ({ push: jest.fn() }) }));

const toasts = () => useToastStore.getState().queue.map((toast) => toast.message);

/** jsdom's Blob has no text(); FileReader reads it the older way. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Ann's game in another browser: a won bet, an open one, a top-up, a bonus, SMS on. */
function annsBackupText(): string {
  const { data, ids } = annsGame();
  return JSON.stringify(makeBackup(data, ids[0] ?? null, NOW));
}
// Won 180 and a 500 top-up and a 50 bonus on a 1,000 welcome, less 140 staked.
const ANNS_COINS = 1000 - 140 + 180 + 500 + 50;

const jsonFile = (text: string, name = 'backup.json') => new File([text], name, { type: 'application/json' });

let player: Account;

beforeAll(() => {
  Object.defineProperty(Blob.prototype, 'text', { configurable: true, value: function text(this: Blob) { return readText(this); } });
});

afterAll(() => {
  Reflect.deleteProperty(Blob.prototype, 'text');
});

beforeEach(async () => {
  await startApp();
  player = logInAs('p@example.com');
});

async function openSettings() {
  const user = userEvent.setup();
  render(<ProfileView />);
  await user.click(screen.getByRole('tab', { name: 'Settings' }));
  // The settings load when their tab opens.
  return { user, section: await screen.findByRole('region', { name: 'Your data' }) };
}

async function chooseFile(file: File) {
  const rendered = await openSettings();
  await rendered.user.upload(within(rendered.section).getByLabelText('Restore from file'), file);
  return rendered;
}

describe('Your data', () => {
  describe('Download my data', () => {
    let createObjectURL: jest.Mock<string, [Blob]>;

    beforeEach(() => {
      createObjectURL = jest.fn<string, [Blob]>(() => 'blob:backup');
      Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
      Object.defineProperty(URL, 'revokeObjectURL', { value: jest.fn(), configurable: true, writable: true });
    });

    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('downloads a versioned backup of the account, its ledger and positions, without its password', async () => {
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      applyNow((data) => placeBet(data, { accountId: player.id, marketId: '1', choice: 'YES', amount: 100 }, testContext()));
      const { user } = await openSettings();
      await user.click(screen.getByRole('button', { name: 'Download my data' }));

      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
      const blob = createObjectURL.mock.calls[0]![0];
      expect(blob.type).toBe('application/json');
      const text = await readText(blob);
      expect(text).not.toMatch(/"password"/);
      const file = JSON.parse(text);
      expect(file).toMatchObject({ format: BACKUP_FORMAT, version: BACKUP_VERSION });
      expect(file.game.account).toEqual(expect.objectContaining({ id: player.id, email: 'p@example.com' }));
      expect(file.game.ledger).toHaveLength(2);
      expect(file.game.positions).toHaveLength(1);
      expect(file.game.markets.map((market: { id: string }) => market.id)).toEqual(['1']);

      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.href).toBe('blob:backup');
      expect(link.download).toMatch(/^predictoplay-backup-player-\d{4}-\d{2}-\d{2}\.json$/);
      expect(toasts()).toEqual(['Your backup was downloaded as a JSON file.']);
    });
  });

  describe('Restore from file', () => {
    it('shows what the backup changes before anything does, and Cancel changes nothing', async () => {
      const before = await storageSnapshot();
      const state = useGameStore.getState();
      const { user } = await chooseFile(jsonFile(annsBackupText()));

      const dialog = await screen.findByRole('alertdialog', { name: 'Restore this backup?' });
      expect(dialog).toHaveAccessibleDescription(expect.stringContaining('replaces your coins, transactions and predictions'));
      const rows = within(dialog).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s+/g, ' ')]);
      expect(rows).toEqual([
        ['Coins', `1,500 → to ${ANNS_COINS.toLocaleString('en-IN')}`],
        ['Predictions', '0 → to 2'],
        ['Transactions', '1 → to 6'],
      ]);
      expect(within(dialog).queryByText(/League/)).not.toBeInTheDocument();
      // Reading the file and showing the summary wrote nothing.
      expect(await storageSnapshot()).toEqual(before);

      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(await storageSnapshot()).toEqual(before);
      expect(useGameStore.getState()).toBe(state);
      expect(toasts()).toEqual([]);
      expect(screen.getByLabelText('Restore from file')).toHaveFocus();
    });

    it('names the leagues the backup brings before anything changes', async () => {
      const { publicKey } = await generateLeagueKeys();
      const leagueId = await leagueIdOf(fromBase64Url(publicKey) as Uint8Array);
      const ctx = makeCtx(NOW, 'ann');
      const ann = ok(signUp(gameWith(), { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
      const text = JSON.stringify(makeBackup(joinAndBet(ann.data, ann.account.id, ctx), ann.account.id, NOW)).replaceAll(LEAGUE_ID, leagueId).replaceAll(PUBLIC_KEY, publicKey);
      await chooseFile(jsonFile(text));
      const dialog = await screen.findByRole('alertdialog', { name: 'Restore this backup?' });
      expect(within(dialog).getByText('Leagues added: Site League.')).toBeInTheDocument();
    });

    it('names a prediction won in the backup on a question still open here, and restores it open, without its win', async () => {
      // Another browser that seeded the same catalogue: Ann won 100 on question 1 there.
      const ctx = makeCtx(NOW, 'there');
      const there = ok(signUp(useGameStore.getState(), { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
      const placed = ok(placeBet(there.data, { accountId: there.account.id, marketId: '1', choice: 'YES', amount: 100 }, ctx));
      const won = ok(settleMarket(placed.data, '1', 'YES', ctx)).data;
      const question = placed.position.question;
      const { user } = await chooseFile(jsonFile(JSON.stringify(makeBackup(won, there.account.id, NOW))));

      const dialog = await screen.findByRole('alertdialog', { name: 'Restore this backup?' });
      expect(within(dialog).getByText('1 prediction back open: this browser has no result for its question yet, so no winnings or returned coins come with it.')).toBeInTheDocument();
      expect(within(dialog).getByRole('listitem')).toHaveTextContent(question);
      await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

      await waitFor(() => expect(toasts()).toEqual(['Your backup was restored.']));
      expect(useGameStore.getState().positions.filter((position) => position.accountId === player.id).map((position) => position.status)).toEqual(['open']);
      expect(useGameStore.getState().markets.find((market) => market.id === '1')?.isResolved).toBe(false);
      expect(currentAccount(player.id)?.coins).toBe(900);
    });

    it('restores on Restore: coins, transactions, predictions and switches become the backup’s', async () => {
      const { user } = await chooseFile(jsonFile(annsBackupText()));
      const dialog = await screen.findByRole('alertdialog', { name: 'Restore this backup?' });
      await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

      await waitFor(() => expect(toasts()).toEqual(['Your backup was restored.']));
      const account = currentAccount(player.id);
      expect(account).toMatchObject({ id: player.id, email: 'p@example.com', coins: ANNS_COINS, notifications: { email: false, sms: true } });
      const { ledger, positions } = useGameStore.getState();
      expect(ledger.filter((entry) => entry.accountId === player.id)).toHaveLength(6);
      expect(positions.filter((position) => position.accountId === player.id).map((position) => position.status)).toEqual(['won', 'open']);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      // One commit: the toast says it is saved, and so it is.
      const stored = await storedGame();
      const players = <T extends { id: string; accountId: string }>(records: readonly T[] = []) =>
        records.filter((record) => record.accountId === player.id).sort((a, b) => a.id.localeCompare(b.id));
      expect(stored?.accounts.find((candidate) => candidate.id === player.id)).toEqual(account);
      expect(players(stored?.ledger)).toEqual(players(ledger));
      expect(players(stored?.positions)).toEqual(players(positions));
    });

    const version = (text: string, change: (file: ReturnType<typeof JSON.parse>) => void) => {
      const file = JSON.parse(text);
      change(file);
      return JSON.stringify(file);
    };

    it.each<[string, () => string, RegExp]>([
      ['a file that is not JSON', () => 'name,coins\nann,1500', /it is not a JSON file/],
      ['a file of another shape', () => JSON.stringify({ hello: 'world' }), /not a PredictoPlay backup, or parts of it are missing/],
      ['a backup from a newer version', () => version(annsBackupText(), (file) => (file.version = BACKUP_VERSION + 1)), /made by a newer version of PredictoPlay/],
      ['a backup whose coins were changed', () => version(annsBackupText(), (file) => (file.game.account.coins += 1000)), /coins do not add up with its transactions/],
      ['a backup that plants a picture from another host', () => version(annsBackupText(), (file) => (file.game.markets[0].image = '//host/x.png')), /names a picture from outside PredictoPlay/],
    ])('refuses %s with a message, and changes nothing', async (_, text, message) => {
      const before = await storageSnapshot();
      const state = useGameStore.getState();
      await chooseFile(jsonFile(text()));
      const alert = await screen.findByText(message);
      expect(alert).toHaveAttribute('role', 'alert');
      expect(alert).toHaveTextContent('Nothing was restored.');
      expect(screen.getByLabelText('Restore from file')).toHaveAccessibleDescription(message);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(await storageSnapshot()).toEqual(before);
      expect(useGameStore.getState()).toBe(state);
    });

    it('refuses a file over 5 MB before reading it, and changes nothing', async () => {
      const file = jsonFile(annsBackupText());
      Object.defineProperty(file, 'size', { value: MAX_FILE_BYTES + 1 });
      const text = jest.fn(() => Promise.resolve(annsBackupText()));
      Object.defineProperty(file, 'text', { value: text });
      const before = await storageSnapshot();
      const state = useGameStore.getState();
      await chooseFile(file);
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert).toHaveTextContent('This file is over 5 MB, larger than any PredictoPlay file can be. It was not read, and nothing changed.'));
      expect(text).not.toHaveBeenCalled();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(await storageSnapshot()).toEqual(before);
      expect(useGameStore.getState()).toBe(state);
    });

    it('refuses a backup of another account in this browser, which would count its coins twice', async () => {
      applyNow((data) => placeBet(data, { accountId: player.id, marketId: '1', choice: 'YES', amount: 100 }, testContext()));
      const backup = JSON.stringify(makeBackup(useGameStore.getState(), player.id, NOW));
      logInAs('q@example.com');
      const before = await storageSnapshot();
      await chooseFile(jsonFile(backup));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This backup belongs to another account in this browser.'));
      expect(await storageSnapshot()).toEqual(before);
    });

    it('clears the message when a good file follows a bad one', async () => {
      const { user, section } = await chooseFile(jsonFile('nope'));
      await screen.findByText(/it is not a JSON file/);
      await user.upload(within(section).getByLabelText('Restore from file'), jsonFile(annsBackupText()));
      await screen.findByRole('alertdialog', { name: 'Restore this backup?' });
      // The open dialog hides the rest of the page from assistive technology, the message with it.
      expect(within(section).getByRole('alert', { hidden: true })).toBeEmptyDOMElement();
    });
  });
});
