// A restore and leagues: a backup's league comes in only under its own checked key and never over
// the key this browser pinned, with nothing applied; league questions and results come only from
// signed events; positions on questions this browser already settled are settled from its
// outcomes, once; an edited backup cannot pay itself.

import * as v from 'valibot';
import { restoreBackup } from '@/lib/backup/restore';
import { followLeague, leagueStartEntryId } from '@/lib/league/follow-league';
import { leaguesRestoredText } from '@/lib/backup/restore-words';
import type { GameData } from '@/lib/model/game';
import { gameStateSchema } from '@/lib/storage/schema';
import { makeCtx, NOW, ok } from '../game-fixtures';
import { joinAndBet, LEAGUE_ID, makeLeague, OTHER_KEY, QUESTION_ID, walletSum } from '../store/league-records';
import { annsLeagueBackup, browser, browserThatSettled } from './league-backup';

const CHECKED = new Set([LEAGUE_ID]);

const ids = (records: readonly { id: string }[]) => records.map((record) => record.id);
const leagueQuestions = (data: GameData) => data.markets.filter((market) => market.leagueId !== null);

describe('restoring a backup with a league', () => {
  it('adds a league this browser does not follow with its key and nothing applied, so its signed history rebuilds its questions; the player’s wallet comes in', () => {
    const backup = annsLeagueBackup();
    const { data, targetId } = browser();
    const result = ok(restoreBackup(data, targetId, backup, makeCtx(NOW), CHECKED));
    expect(result.data.leagues).toEqual(backup.leagues.map((league) => ({ ...league, seq: 0, hashes: [], source: 'link' })));
    expect(leagueQuestions(result.data)).toEqual([]);
    expect(walletSum(result.data.ledger, targetId, LEAGUE_ID)).toBe(900);
    expect(result.data.positions.filter((position) => position.accountId === targetId)).toEqual([expect.objectContaining({ marketId: QUESTION_ID, status: 'open', wallet: LEAGUE_ID })]);
    expect(result.summary.leagues).toEqual({ added: ['Site League'], kept: [], leftOut: [] });
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });

  it('names the starting coins after the account restored into, so following the league again credits nothing', () => {
    const backup = annsLeagueBackup();
    const { data, targetId } = browser();
    const restored = ok(restoreBackup(data, targetId, backup, makeCtx(NOW), CHECKED)).data;
    expect(restored.ledger.filter((entry) => entry.kind === 'league start').map((entry) => entry.id)).toEqual([leagueStartEntryId(LEAGUE_ID, targetId)]);
    expect(ok(followLeague(restored, targetId, LEAGUE_ID, makeCtx(NOW)))).toEqual({ ok: true, data: restored, credited: false });
  });

  it('leaves out a league whose id is not derived from its key, with its questions and the wallet in it', () => {
    const backup = annsLeagueBackup();
    const { data, targetId } = browser();
    const result = ok(restoreBackup(data, targetId, backup, makeCtx(NOW), new Set()));
    expect(result.data.leagues).toEqual([]);
    expect(leagueQuestions(result.data)).toEqual([]);
    expect(result.data.ledger.filter((entry) => entry.wallet === LEAGUE_ID)).toEqual([]);
    expect(result.data.positions.filter((position) => position.accountId === targetId)).toEqual([]);
    expect(result.summary.leagues).toEqual({ added: [], kept: [], leftOut: ['Site League'] });
    expect(result.summary.positions).toEqual({ before: 0, after: 0 });
  });

  it('adds no league question whose league the backup does not carry', () => {
    const backup = annsLeagueBackup();
    const { data, targetId } = browser();
    const result = ok(restoreBackup(data, targetId, { ...backup, leagues: [] }, makeCtx(NOW), CHECKED));
    expect(leagueQuestions(result.data)).toEqual([]);
    expect(result.data.leagues).toEqual([]);
  });

  it('keeps this browser’s record of a league it follows under the same key, and brings the player’s wallet in it', () => {
    const backup = annsLeagueBackup();
    const held = makeLeague({ seq: 3, name: 'Site League here' });
    const { data, targetId } = browser({ leagues: [held] });
    const result = ok(restoreBackup(data, targetId, backup, makeCtx(NOW), CHECKED));
    expect(result.data.leagues).toEqual([held]);
    expect(result.data.leagues[0]).toBe(held);
    // This browser holds every question up to its seq; a backup's copy of a later one would make
    // the signed update that adds it conflict, so none is taken.
    expect(leagueQuestions(result.data)).toEqual([]);
    expect(walletSum(result.data.ledger, targetId, LEAGUE_ID)).toBe(900);
    expect(result.summary.leagues).toEqual({ added: [], kept: ['Site League here'], leftOut: [] });
  });

  it('leaves out a backup league whose key is not the one pinned here, with its questions: the pinned key wins', () => {
    const backup = annsLeagueBackup();
    const { data, targetId } = browserThatSettled('YES', OTHER_KEY);
    const result = ok(restoreBackup(data, targetId, backup, makeCtx(NOW), CHECKED));
    expect(result.data.leagues).toBe(data.leagues);
    expect(ids(leagueQuestions(result.data))).toEqual([QUESTION_ID]);
    expect(result.data.markets.find((market) => market.id === QUESTION_ID)).toBe(data.markets.find((market) => market.id === QUESTION_ID));
    expect(result.data.ledger.filter((entry) => entry.wallet === LEAGUE_ID)).toEqual([]);
    expect(result.summary.leagues).toEqual({ added: [], kept: [], leftOut: ['Site League'] });
  });

  it('keeps the player’s wallet in a league here that the backup does not bring', () => {
    const { data: before, targetId } = browser();
    const here = joinAndBet(before, targetId, makeCtx(NOW, 'here-bet'));
    const backup = { ...annsLeagueBackup(), leagues: [] };
    const result = ok(restoreBackup(here, targetId, backup, makeCtx(NOW), CHECKED));
    expect(result.data.ledger.filter((entry) => entry.wallet === LEAGUE_ID)).toEqual(here.ledger.filter((entry) => entry.wallet === LEAGUE_ID));
    expect(result.data.positions.filter((position) => position.wallet === LEAGUE_ID)).toEqual(here.positions);
  });
});

describe('what a backup cannot bring into a league', () => {
  it('marks only the league compiled into this deploy as the site’s', () => {
    const backup = annsLeagueBackup();
    const { data, targetId } = browser();
    expect(ok(restoreBackup(data, targetId, backup, makeCtx(NOW), CHECKED, undefined, LEAGUE_ID)).data.leagues.map((league) => league.source)).toEqual(['site']);
    expect(ok(restoreBackup(data, targetId, backup, makeCtx(NOW), CHECKED, undefined, 'otherleague23456')).data.leagues.map((league) => league.source)).toEqual(['link']);
  });

  it('takes no win or refund: a settled position comes back open, to be settled by a signed result', () => {
    const backup = annsLeagueBackup();
    const [position] = backup.positions;
    if (!position) throw new Error('the backup has a position');
    const forgedWin = { id: `${LEAGUE_ID}:9:${position.id}`, accountId: position.accountId, amount: 5000, description: 'Won prediction: x', createdAt: new Date(NOW).toISOString(), positionId: position.id, kind: 'win' as const, wallet: LEAGUE_ID };
    const edited = { ...backup, positions: [{ ...position, status: 'won' as const, settledAt: new Date(NOW).toISOString() }], ledger: [...backup.ledger, forgedWin] };
    const { data, targetId } = browser();
    const result = ok(restoreBackup(data, targetId, edited, makeCtx(NOW), CHECKED));
    expect(walletSum(result.data.ledger, targetId, LEAGUE_ID)).toBe(900);
    expect(result.data.positions.filter((each) => each.accountId === targetId)).toEqual([expect.objectContaining({ status: 'open', settledAt: null })]);
  });
});

describe('after a restore, a position on a question this browser already settled', () => {
  it.each([
    ['YES', 'won', 180],
    ['VOID', 'refunded', 100],
    ['NO', 'lost', 0],
  ] as const)('is settled from this browser’s outcome %s: %s, credited %d under <leagueId>:<seq>:<positionId>', (outcome, status, credit) => {
    const backup = annsLeagueBackup();
    const { data, targetId } = browserThatSettled(outcome);
    const result = ok(restoreBackup(data, targetId, backup, makeCtx(NOW + 1000), CHECKED));
    const [position] = result.data.positions.filter((each) => each.accountId === targetId);
    expect(position).toMatchObject({ status, settledAt: new Date(NOW + 1000).toISOString() });
    const credits = result.data.ledger.filter((entry) => entry.accountId === targetId && entry.wallet === LEAGUE_ID && entry.amount > 0 && entry.kind !== 'league start');
    expect(credits).toEqual(credit === 0 ? [] : [expect.objectContaining({ id: `${LEAGUE_ID}:3:${position?.id}`, amount: credit, positionId: position?.id })]);
    expect(walletSum(result.data.ledger, targetId, LEAGUE_ID)).toBe(900 + credit);
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });

  it('is paid once however often the backup is restored', () => {
    const backup = annsLeagueBackup();
    const { data, targetId } = browserThatSettled('YES');
    const once = ok(restoreBackup(data, targetId, backup, makeCtx(NOW), CHECKED)).data;
    const twice = ok(restoreBackup(once, targetId, backup, makeCtx(NOW), CHECKED)).data;
    expect(walletSum(twice.ledger, targetId, LEAGUE_ID)).toBe(1080);
    expect(twice.ledger.filter((entry) => entry.id.startsWith(`${LEAGUE_ID}:3:`))).toHaveLength(1);
  });
});

describe('leaguesRestoredText', () => {
  it('names the leagues added, kept and left out, and says nothing for a backup without leagues', () => {
    expect(leaguesRestoredText({ added: [], kept: [], leftOut: [] })).toBeNull();
    expect(leaguesRestoredText({ added: ['Site League'], kept: ['Cup'], leftOut: ['Forged'] })).toBe(
      'Leagues added: Site League. Leagues this browser already follows, your coins in them taken from the backup: Cup. Left out, their league code not the one this browser knows them by: Forged.',
    );
  });
});
