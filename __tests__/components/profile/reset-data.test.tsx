import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileView } from '@/components/profile/profile-view';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { useGameStore } from '@/lib/store/game-store';
import { useSessionStore } from '@/lib/store/session-store';
import { useToastStore } from '@/lib/store/toast-store';
import { openGameDatabase } from '@/lib/storage/idb/database';
import { logInAs, startApp, storageSnapshot, storedGame } from '../players';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ usePathname: () => '/profile', useRouter: () => ({ push: mockPush }) }));

const RESET = 'Reset this browser’s data';
const toasts = () => useToastStore.getState().queue.map((toast) => toast.message);

/** A record the database set aside earlier: the player's data kept for recovery, not the game. */
const SET_ASIDE = { from: 'accounts', key: 'x', reason: 'invalid', problem: 'coins: Invalid type', at: '2026-11-01T00:00:00.000Z', record: { v: 1, rev: 1, value: { id: 'x' } } } as const;

async function quarantined() {
  const opened = await openGameDatabase();
  if (!opened.ok) throw new Error(opened.reason);
  try {
    return await opened.db.getAll('quarantine');
  } finally {
    opened.db.close();
  }
}

async function setAsideEarlier() {
  const opened = await openGameDatabase();
  if (!opened.ok) throw new Error(opened.reason);
  await opened.db.add('quarantine', { ...SET_ASIDE });
  opened.db.close();
}

beforeEach(async () => {
  mockPush.mockClear();
  await startApp();
  logInAs('other@example.com');
  logInAs('p@example.com');
  useGameStore.setState(({ accounts }) => ({ accounts: accounts.map((account, index) => ({ ...account, username: ['Bela', 'Ann'][index] ?? '' })) }));
});

async function openReset() {
  const user = userEvent.setup();
  render(<ProfileView />);
  await user.click(screen.getByRole('tab', { name: 'Settings' }));
  const opener = await screen.findByRole('button', { name: RESET });
  await user.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: 'Reset this browser’s data?' });
  return { user, opener, dialog };
}

describe('Reset this browser’s data', () => {
  it('lists every account in this browser by name, says set-aside copies stay, and offers the backup first', async () => {
    const { dialog } = await openReset();
    const list = within(dialog).getByRole('list', { name: 'Accounts deleted (2)' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bela', 'Ann']);
    expect(within(dialog).queryByRole('list', { name: /Leagues run from this browser/ })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent(/set aside earlier .* are kept/);
    expect(within(dialog).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete everything' })).not.toBeInTheDocument();
  });

  it('lists the leagues run from this browser, whose keys go with them', async () => {
    const [owner] = useGameStore.getState().accounts;
    const jwk = { kty: 'EC' as const, crv: 'P-256' as const, x: 'x', y: 'y', d: 'd' };
    const operated = { id: 'abcdefghijklmnop', accountId: owner?.id ?? '', privateJwk: jwk, publicKey: 'k', events: [], hashes: [], sharedUpTo: 0, createdAt: '2026-11-01T00:00:00.000Z' };
    const league = { id: 'abcdefghijklmnop', name: 'Office Cup', publicKey: 'k', startingCoins: 1000, seq: 0, hashes: [], updatedAt: '2026-11-01T00:00:00.000Z', source: 'link' as const };
    useGameStore.setState({ operatedLeagues: [operated], leagues: [league] });
    const { dialog } = await openReset();
    const list = within(dialog).getByRole('list', { name: 'Leagues run from this browser, deleted with their keys (1)' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Office Cup']);
    expect(dialog).toHaveTextContent('Without a downloaded key file, nobody can run these leagues again.');
  });

  it('downloads the player’s backup from the dialog without deleting anything', async () => {
    const createObjectURL = jest.fn(() => 'blob:backup');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: jest.fn(), configurable: true, writable: true });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { user, dialog } = await openReset();
      await user.click(within(dialog).getByRole('button', { name: 'Download my data' }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
      expect(useGameStore.getState().accounts).toHaveLength(2);
      expect(dialog).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('asks to confirm, then deletes everything but set-aside copies and returns to Home', async () => {
    localStorage.setItem('predictoplay:corrupt:game:1', 'kept aside');
    await setAsideEarlier();
    const { user, dialog } = await openReset();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveAccessibleName('Delete everything?');
    expect(useGameStore.getState().accounts).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/'));
    expect(useGameStore.getState().accounts).toEqual([]);
    expect(useGameStore.getState().markets).toHaveLength(9);
    expect(useSessionStore.getState().accountId).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem('predictoplay:corrupt:game:1')).toBe('kept aside');
    expect(toasts()).toEqual(['This browser’s PredictoPlay data was deleted. The sample questions are back.']);
    // IndexedDB holds a first visit's game: no account, the sample catalogue; the quarantine stays.
    const stored = await storedGame();
    expect(stored).toMatchObject({ accounts: [], ledger: [], positions: [] });
    expect(stored?.markets).toHaveLength(9);
    expect(await quarantined()).toEqual([expect.objectContaining(SET_ASIDE)]);
  });

  it('changes nothing on Cancel or Escape, and gives focus back to the button that opened it', async () => {
    const before = await storageSnapshot();
    const { user, opener, dialog } = await openReset();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(await storageSnapshot()).toEqual(before);
    expect(useGameStore.getState().accounts).toHaveLength(2);
  });
});
