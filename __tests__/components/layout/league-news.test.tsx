import { act, render, waitFor } from '@testing-library/react';
import { LeagueNews } from '@/components/layout/league-news';
import type { Membership, VisitNote } from '@/lib/model/membership';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { useHydrationStore } from '@/lib/store/hydration-store';
import { useNoticeStore } from '@/lib/store/notice-store';
import { NOW } from '../../lib/game-fixtures';
import { testPlayerKey } from '../../lib/league/counted-snapshot';
import { leagueQuestion, makeLeague, SITE_LEAGUE_ID } from '../leagues-fixture';
import { applyNow, logInAs, startApp, storedGame } from '../players';

const WON = 'Site League: you won 180 on 1 question · now 2nd of 5';
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const notices = () => useNoticeStore.getState().notices.map((notice) => notice.message);

function note(over: Partial<VisitNote> = {}): VisitNote {
  return { at: at(0), won: 180, questions: 1, notCounted: 0, rank: 2, of: 5, shown: false, ...over };
}

/** The logged-in account follows the site league with a player key and these notes; saved. */
async function followingWith(notes: VisitNote[]): Promise<string> {
  await startApp();
  const account = logInAs();
  useHydrationStore.setState({ session: true, game: true });
  const membership: Membership = { id: `${SITE_LEAGUE_ID}:${account.id}`, leagueId: SITE_LEAGUE_ID, accountId: account.id, status: 'following', changedAt: at(-60), player: testPlayerKey(account.id, SITE_LEAGUE_ID), notes };
  applyNow((data) => ({ ok: true, data: { ...data, leagues: [makeLeague()], memberships: [membership] } }));
  return account.id;
}

describe('LeagueNews', () => {
  it('turns a note not shown yet into a notice once: marked shown, the next visit says nothing', async () => {
    await followingWith([note(), note({ at: at(-600), won: 0, shown: true })]);
    const first = render(<LeagueNews />);
    await waitFor(() => expect(notices()).toEqual([WON]));
    await waitFor(async () => expect((await storedGame())?.memberships[0]?.notes?.map((each) => each.shown)).toEqual([true, true]));
    first.unmount();

    // The next visit: a new page's notices, the same stored notes.
    act(() => useNoticeStore.setState(useNoticeStore.getInitialState(), true));
    render(<LeagueNews />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(notices()).toEqual([]);
  });

  it('nudges when a question ends within the hour with a bet on it not sent yet', async () => {
    const accountId = await followingWith([]);
    const player = testPlayerKey(accountId, SITE_LEAGUE_ID).playerId;
    const question = leagueQuestion(SITE_LEAGUE_ID, 1, { endTime: at(30) });
    const bet = { id: `${player}.0000000000000001`, accountId, marketId: question.id, question: question.question, choice: 'YES' as const, amount: 100, potentialWin: 180, createdAt: at(-5), status: 'open' as const, settledAt: null, yesShareAfter: 50, wallet: SITE_LEAGUE_ID };
    act(() => {
      useGameStore.setState((state) => ({ markets: [...state.markets, question], positions: [bet] }));
      useClockStore.setState({ now: NOW });
    });
    render(<LeagueNews />);
    await waitFor(() => expect(notices()).toEqual(['Site League: a question ends within the hour and your bet on it is not sent yet.']));
  });
});
