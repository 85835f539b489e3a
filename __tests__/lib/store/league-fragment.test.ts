// Opening a league link (an invite, an update or a player's picks): the fragment is read once, removed from the address bar with the path
// and query kept, and turned into what the page shows.

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { toBase64Url } from '@/lib/league/encoding';
import { signUpdateAtNow } from '@/__tests__/lib/league/sign-at-now';
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { resetLeagueActionsForTests } from '@/lib/store/league-actions';
import { handleLeagueFragment } from '@/lib/store/league-fragment';
import { useSessionStore } from '@/lib/store/session-store';
import { FAKE_HASH, ok } from '../game-fixtures';
import { NOW, logWithQuestions, testKeys } from '../league/league-fixtures';
import { COLLECT_WORDS } from '@/lib/league/organiser/collect-words';
import { switchTo } from './browsers';
import { playedLeague } from './picks-league';

function page(hash: string) {
  const location = { hash, pathname: '/leagues', search: '?tab=mine' };
  const history = { state: { idx: 3 }, replaceState: jest.fn() };
  return { location, history };
}

beforeEach(async () => {
  resetLeagueActionsForTests();
  await hydrateStores(NOW);
});

describe('handleLeagueFragment', () => {
  it('previews an invite and removes the fragment, keeping the path and query', async () => {
    const [keys] = await testKeys();
    const bytes = await signUpdateAtNow(keys, await logWithQuestions(keys, 1, 'Office Cup'));
    const { location, history } = page(`#join=${toBase64Url(bytes)}`);
    const outcome = await handleLeagueFragment(location, history);
    expect(outcome).toMatchObject({ kind: 'join', invite: { preview: { name: 'Office Cup' } } });
    expect(history.replaceState).toHaveBeenCalledTimes(1);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/leagues?tab=mine');
    expect(useGameStore.getState().leagues).toEqual([]);
  });

  it('says why an update was refused, and removes the fragment', async () => {
    const account = ok(await commitGame((data, ctx) => signUp(data, { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx))).account;
    useSessionStore.setState({ accountId: account.id });
    const [keys] = await testKeys();
    const { location, history } = page(`#update=${toBase64Url(await signUpdateAtNow(keys, await logWithQuestions(keys, 1)))}`);
    expect(await handleLeagueFragment(location, history)).toEqual({ kind: 'update', ok: false, message: expect.stringContaining('Ask your organiser for the invite link') });
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/leagues?tab=mine');
  });

  it('says a damaged link is damaged, and removes it', async () => {
    const { location, history } = page('#update=not*base64');
    expect(await handleLeagueFragment(location, history)).toEqual({ kind: 'error', message: expect.stringMatching(/^This link is damaged: /) });
    expect(history.replaceState).toHaveBeenCalledTimes(1);
  });

  it('leaves the address bar alone when it holds no league link', async () => {
    for (const hash of ['', '#main']) {
      const { location, history } = page(hash);
      expect(await handleLeagueFragment(location, history)).toEqual({ kind: 'none' });
      expect(history.replaceState).not.toHaveBeenCalled();
    }
  });
});

describe('handleLeagueFragment with a picks link', () => {
  beforeEach(() => {
    let clock = NOW;
    jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
  });

  it('collects it in the organiser’s browser, says what was new, and removes the fragment', async () => {
    const league = await playedLeague();
    const { location, history } = page(new URL(league.links.asha).hash);
    expect(await handleLeagueFragment(location, history)).toEqual({ kind: 'picks', ok: true, message: 'Picks from Asha: 1 new (new player: choose Count to include these)' });
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/leagues?tab=mine');
    expect(useGameStore.getState().operatedLeagues[0]?.picks).toEqual([expect.objectContaining({ questionId: league.question, amount: 100 })]);
  });

  it('tells anyone else it is for the organiser', async () => {
    const league = await playedLeague();
    await switchTo(league.ben);
    const { location, history } = page(new URL(league.links.asha).hash);
    expect(await handleLeagueFragment(location, history)).toEqual({ kind: 'picks', ok: false, message: COLLECT_WORDS.picksForOrganiser });
    expect(history.replaceState).toHaveBeenCalledTimes(1);
  });
});
