import { closingSoon, closingWithUnsent, leagueCashOutsOf, leaguePicksOf, picksCardContents, unsentCount, unsentPicks } from '@/lib/league/player/unsent-picks';
import { MAX_PICKS_PER_CARD } from '@/lib/model/picks';
import type { Position } from '@/lib/model/position';
import { makeMarket, NOW } from '../../game-fixtures';

const LEAGUE = 'aaaabbbbccccdddd';
const PLAYER = 'pppppppppppppppp';
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

function position(id: string, over: Partial<Position> = {}): Position {
  return { id, accountId: 'ann', marketId: `${LEAGUE}.1`, question: 'Will it rain?', choice: 'YES', amount: 100, potentialWin: 180, createdAt: at(0), status: 'open', settledAt: null, yesShareAfter: 50, wallet: LEAGUE, ...over };
}

describe('unsent picks', () => {
  const positions = [
    position(`${PLAYER}.0000000000000001`, { createdAt: at(-30) }),
    position(`${PLAYER}.0000000000000002`, { createdAt: at(-5), choice: 'NO', amount: 50 }),
    position('practice-bet', { wallet: 'practice' }),
    position('old12345', {}),
    position(`${PLAYER}.0000000000000003`, { accountId: 'bob' }),
  ];

  it('turns the account’s league bets into picks, leaving out practice bets, bets without a pick id and other accounts', () => {
    expect(leaguePicksOf(positions, 'ann', LEAGUE)).toEqual([
      { id: `${PLAYER}.0000000000000001`, questionId: `${LEAGUE}.1`, choice: 'YES', amount: 100, placedAt: at(-30) },
      { id: `${PLAYER}.0000000000000002`, questionId: `${LEAGUE}.1`, choice: 'NO', amount: 50, placedAt: at(-5) },
    ]);
  });

  it('counts as unsent every pick placed after the last card sent, and all before any', () => {
    const picks = leaguePicksOf(positions, 'ann', LEAGUE);
    expect(unsentPicks(picks, undefined)).toHaveLength(2);
    expect(unsentPicks(picks, at(-10)).map((pick) => pick.placedAt)).toEqual([at(-5)]);
    expect(unsentPicks(picks, at(0))).toEqual([]);
  });

  it('nudges for open questions closing within the hour that hold an unsent pick, soonest first', () => {
    const picks = [
      { id: `${PLAYER}.0000000000000001`, questionId: `${LEAGUE}.1`, choice: 'YES' as const, amount: 100, placedAt: at(-5) },
      { id: `${PLAYER}.0000000000000002`, questionId: `${LEAGUE}.2`, choice: 'YES' as const, amount: 100, placedAt: at(-5) },
      { id: `${PLAYER}.0000000000000003`, questionId: `${LEAGUE}.3`, choice: 'YES' as const, amount: 100, placedAt: at(-5) },
      { id: `${PLAYER}.0000000000000004`, questionId: `${LEAGUE}.4`, choice: 'YES' as const, amount: 100, placedAt: at(-5) },
    ];
    const markets = [
      makeMarket({ id: `${LEAGUE}.1`, endTime: at(50), leagueId: LEAGUE }),
      makeMarket({ id: `${LEAGUE}.2`, endTime: at(20), leagueId: LEAGUE }),
      makeMarket({ id: `${LEAGUE}.3`, endTime: at(90), leagueId: LEAGUE }),
      makeMarket({ id: `${LEAGUE}.4`, endTime: at(-1), leagueId: LEAGUE }),
      makeMarket({ id: `${LEAGUE}.5`, endTime: at(10), leagueId: LEAGUE }),
    ];
    expect(closingWithUnsent(markets, picks, NOW).map((market) => market.id)).toEqual([`${LEAGUE}.2`, `${LEAGUE}.1`]);
  });
});

describe('the organiser’s reminder to collect', () => {
  it('lists the league’s open questions closing within the hour, and no other league’s', () => {
    const markets = [
      makeMarket({ id: `${LEAGUE}.1`, endTime: at(30), leagueId: LEAGUE }),
      makeMarket({ id: `${LEAGUE}.2`, endTime: at(90), leagueId: LEAGUE }),
      makeMarket({ id: `${LEAGUE}.3`, endTime: at(30), leagueId: LEAGUE, isResolved: true }),
      makeMarket({ id: 'bbbbbbbbbbbbbbbb.1', endTime: at(30), leagueId: 'bbbbbbbbbbbbbbbb' }),
    ];
    expect(closingSoon(markets, LEAGUE, NOW).map((market) => market.id)).toEqual([`${LEAGUE}.1`]);
  });
});

describe('unsent cash-outs', () => {
  const cashOut = (n: number, minutes: number, priced = true) => ({
    id: `${PLAYER}.000000000000010${n}`,
    amount: 50,
    value: 40,
    at: at(minutes),
    ...(priced ? { pricedAt: at(-60) } : {}),
  });
  const positions = [
    position(`${PLAYER}.0000000000000001`, { createdAt: at(-30), cashOuts: [cashOut(1, -20), cashOut(2, -2)] }),
    position(`${PLAYER}.0000000000000002`, { createdAt: at(-25), cashOuts: [cashOut(3, -1, false)] }),
  ];

  it('travels as the card carries them: the bet’s id, and its time as placedAt; one never priced never travels', () => {
    expect(leagueCashOutsOf(positions, 'ann', LEAGUE)).toEqual([
      { id: `${PLAYER}.0000000000000101`, pickId: `${PLAYER}.0000000000000001`, amount: 50, value: 40, pricedAt: at(-60), placedAt: at(-20) },
      { id: `${PLAYER}.0000000000000102`, pickId: `${PLAYER}.0000000000000001`, amount: 50, value: 40, pricedAt: at(-60), placedAt: at(-2) },
    ]);
  });

  it('counts a cash-out made after the last card sent like a bet', () => {
    expect(unsentCount(positions, 'ann', LEAGUE, undefined)).toBe(4);
    expect(unsentCount(positions, 'ann', LEAGUE, at(-10))).toBe(1);
    expect(unsentCount(positions, 'ann', LEAGUE, at(0))).toBe(0);
  });
});

describe('a picks card’s contents', () => {
  it('carries the newest bets only, but a cash-out of an older bet the card no longer carries', () => {
    const hex = (n: number) => n.toString(16).padStart(16, '0');
    const cashOut = { id: `${PLAYER}.${hex(999_999)}`, amount: 50, value: 45, at: at(5), pricedAt: at(1) };
    const oldest = position(`${PLAYER}.${hex(0)}`, { createdAt: at(-5000), cashOuts: [cashOut], potentialWin: 90 });
    const newer = Array.from({ length: MAX_PICKS_PER_CARD }, (_, n) => position(`${PLAYER}.${hex(n + 1)}`, { createdAt: at(-4000 + n) }));
    const { picks, cashOuts } = picksCardContents([oldest, ...newer], 'ann', LEAGUE);
    expect(picks).toHaveLength(MAX_PICKS_PER_CARD);
    expect(picks.some((pick) => pick.id === oldest.id)).toBe(false);
    expect(cashOuts).toEqual([{ id: cashOut.id, pickId: oldest.id, amount: 50, value: 45, pricedAt: at(1), placedAt: at(5) }]);
  });
});
