import { settledNews } from '@/lib/notify/settled-news';
import { ANN_KEY, LEAGUE, league, leagueGame, position, settled, snapshot, standing } from './notify-fixtures';

const standings = snapshot([standing('cccccccccccccccc', 'Chen', 1500), standing(ANN_KEY.playerId, 'Ann', 1200), standing('dddddddddddddddd', 'Dev', 900)]);

describe('settledNews', () => {
  it('says what the update settled of each account: net coins, bets by ending, and the standing after it', () => {
    const [one, two, three, bens] = [position(1), position(2), position(3), position(4, { accountId: 'ben' })];
    const before = leagueGame({ positions: [one, two, three, bens] });
    const after = leagueGame({
      leagues: [league({ snapshot: standings })],
      positions: [settled(one, 'won'), settled(two, 'won', { paid: 250 }), settled(three, 'lost'), settled(bens, 'refunded')],
    });
    expect(settledNews(before, after, LEAGUE)).toEqual([
      // 180 − 100 + 250 − 100 − 100
      { accountId: 'ann', leagueId: LEAGUE, leagueName: 'Office Cup', net: 130, won: 2, lost: 1, refunded: 0, rank: 2, of: 3 },
      // Ben has no player key in the standings.
      { accountId: 'ben', leagueId: LEAGUE, leagueName: 'Office Cup', net: 0, won: 0, lost: 0, refunded: 1, rank: null, of: 3 },
    ]);
  });

  it('counts a win of a partly cashed-out bet against what still stood of it', () => {
    const bet = position(1, { amount: 100, potentialWin: 90, cashOuts: [{ id: 'c1', amount: 50, value: 40, at: '2026-11-22T11:00:00.000Z' }] });
    const news = settledNews(leagueGame({ positions: [bet] }), leagueGame({ positions: [settled(bet, 'won')] }), LEAGUE);
    expect(news.map((item) => item.net)).toEqual([40]);
  });

  it('yields nothing for a replay: the same game, or bets already settled before', () => {
    const bet = settled(position(1), 'won');
    const game = leagueGame({ positions: [bet] });
    expect(settledNews(game, game, LEAGUE)).toEqual([]);
    expect(settledNews(game, { ...game, positions: [{ ...bet }] }, LEAGUE)).toEqual([]);
  });

  it('leaves out other leagues, practice bets, bets still open or cashed out, and accounts not in this browser', () => {
    const [practice, other, open, cashed, strangers] = [position(1, { wallet: 'practice' }), position(2, { wallet: 'eeeeffffgggghhhh' }), position(3), position(4), position(5, { accountId: 'stranger' })];
    const before = leagueGame({ positions: [practice, other, open, cashed, strangers] });
    const after = leagueGame({ positions: [settled(practice, 'won'), settled(other, 'won'), open, settled(cashed, 'cashed-out'), settled(strangers, 'won')] });
    expect(settledNews(before, after, LEAGUE)).toEqual([]);
  });

  it('yields nothing for a league this browser does not hold', () => {
    const bet = position(1);
    expect(settledNews(leagueGame({ positions: [bet] }), leagueGame({ leagues: [], positions: [settled(bet, 'won')] }), LEAGUE)).toEqual([]);
  });
});
