// Running a league from a browser, end to end in the store with real keys and a real IndexedDB
// per browser (a fake-indexeddb factory each): start, add, invite, join elsewhere, bet, settle,
// share the update, take over from the key file in a third browser, and a namesake that cannot
// touch the first league.

import { fromBase64Url } from '@/lib/league/encoding';
import { UNKNOWN_LEAGUE_TEXT } from '@/lib/league/league-words';
import { applyUpdateBytes, joinLeague, previewInvite } from '@/lib/store/browser-league-actions';
import { collectPicksLink, setPlayerAdmission } from '@/lib/store/collect-actions';
import { picksToSend } from '@/lib/store/picks-actions';
import { placeBetForSession } from '@/lib/store/player-actions';
import { useGameStore } from '@/lib/store/game-store';
import { addLeagueQuestion, renameLeague, settleLeagueQuestion, startLeague } from '@/lib/store/league-operator-actions';
import { inviteLink, keyFileFor, markShared, takeOverLeague, updateFileBytes, updateLink } from '@/lib/store/league-share-actions';
import { useSessionStore } from '@/lib/store/session-store';
import { ok } from '../game-fixtures';
import { draft, NOW } from '../league/league-fixtures';
import { IDBFactory } from 'fake-indexeddb';
import { bytesOf, newBrowser, ORIGIN, switchTo, walletOf } from './browsers';

beforeEach(() => {
  let clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
});

describe('starting a league', () => {
  it('refuses a logged-out player and a name or coins the checks refuse', async () => {
    await switchTo({ factory: new IDBFactory() });
    expect(await startLeague('Office Cup', 1000)).toEqual({ ok: false, message: 'Log in to run a league.' });
    await newBrowser('Olga');
    expect(await startLeague('  ', 1000)).toMatchObject({ ok: false, message: expect.stringContaining('A league name has') });
    expect(await startLeague('Office Cup', 50)).toMatchObject({ ok: false, message: expect.stringContaining('Starting coins are whole coins') });
    expect(useGameStore.getState().operatedLeagues).toEqual([]);
  });

  it('keeps the key and log, and lets the operator play with the starting coins', async () => {
    const olga = await newBrowser('Olga');
    const started = await startLeague('Office Cup', 1000);
    if (!started.ok) throw new Error(started.message);
    const { operatedLeagues, leagues, ledger } = useGameStore.getState();
    expect(operatedLeagues).toEqual([expect.objectContaining({ id: started.leagueId, accountId: olga.accountId, sharedUpTo: 0 })]);
    expect(leagues).toEqual([expect.objectContaining({ id: started.leagueId, name: 'Office Cup', seq: 1, source: 'link' })]);
    expect(walletOf({ ledger }, olga.accountId, started.leagueId)).toBe(1000);
  });
});

describe('operating a league', () => {
  it('lets the operator play in its own league, its bet collected at once, and tells it what it won', async () => {
    const olga = await newBrowser('Olga');
    const leagueId = ok(await startLeague('Office Cup', 1000)).leagueId;
    expect(await addLeagueQuestion(leagueId, draft('Will the office win the cup?'))).toEqual({ ok: true, leagueId, message: 'Question added.' });
    const placed = ok(await placeBetForSession({ marketId: `${leagueId}.1`, choice: 'YES', amount: 100 }));
    expect(useGameStore.getState().operatedLeagues[0]?.picks).toEqual([expect.objectContaining({ id: placed.position.id, proof: 'received' })]);
    const settled = await settleLeagueQuestion(leagueId, `${leagueId}.1`, 'YES');
    expect(settled).toMatchObject({ ok: true, message: expect.stringMatching(/^Office Cup: 1 question got its result: you won \d/) });
    expect(walletOf(useGameStore.getState(), olga.accountId, leagueId)).toBeGreaterThan(1000);
  });

  it('renames the league for everyone it shares with, and refuses another account', async () => {
    await newBrowser('Olga');
    const leagueId = ok(await startLeague('Office Cup', 1000)).leagueId;
    expect(await renameLeague(leagueId, ' Office Cup 2027 ')).toEqual({ ok: true, leagueId, message: 'The league is now called Office Cup 2027.' });
    expect(useGameStore.getState().leagues[0]?.name).toBe('Office Cup 2027');
    expect(await renameLeague(leagueId, 'Office Cup 2027')).toMatchObject({ ok: false, message: expect.stringContaining('already called') });
    useSessionStore.setState({ accountId: 'someone-else' });
    expect(await addLeagueQuestion(leagueId, draft('Will the office win the cup?'))).toEqual({ ok: false, message: expect.stringContaining('Only this league’s organiser can change it') });
    expect(await inviteLink(leagueId, ORIGIN)).toEqual({ ok: false, message: expect.stringContaining('Only this league’s organiser') });
  });
});

describe('a league run from a browser, shared by links', () => {
  it('carries the journey: invite, join, bet, picks sent and collected, resolve, update link once, key file taken over, and a namesake refused', async () => {
    const olga = await newBrowser('Olga');
    const leagueId = ok(await startLeague('Office Cup', 1000)).leagueId;
    expect(await addLeagueQuestion(leagueId, draft(''))).toMatchObject({ ok: false, errors: { question: { reason: 'question-missing' } } });
    ok(await addLeagueQuestion(leagueId, draft('Will the office win the cup?')));
    const invite = ok(await inviteLink(leagueId, ORIGIN));
    expect(invite.link).toMatch(`${ORIGIN}/leagues#join=`);
    const question = `${leagueId}.1`;

    const pete = await newBrowser('Pete');
    const preview = await previewInvite(bytesOf(invite.link));
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.preview).toMatchObject({ name: 'Office Cup', questions: [expect.objectContaining({ question: 'Will the office win the cup?', state: 'open' })] });
    ok(await joinLeague(preview.update));
    ok(await placeBetForSession({ marketId: question, choice: 'YES', amount: 100 }));
    expect(walletOf(useGameStore.getState(), pete.accountId, leagueId)).toBe(900);
    const picks = await picksToSend(leagueId, ORIGIN);
    if (!picks.ok) throw new Error(picks.reason);
    expect(picks.link).toMatch(`${ORIGIN}/leagues#picks=`);

    // The operator's browser collects Pete's picks before the result, then shares it.
    await switchTo(olga);
    const collected = await collectPicksLink(bytesOf(picks.link));
    expect(collected).toMatchObject({ ok: true, lines: ['Picks from Pete: 1 new (new player: choose Count to include these)'], reports: [{ name: 'Pete', newPlayer: true, admission: 'pending', added: 1 }] });
    // A new player's picks count once the organiser admits them.
    expect(await setPlayerAdmission(leagueId, collected.reports[0]?.playerId ?? '', 'admitted')).toBe(true);
    expect(await settleLeagueQuestion(leagueId, question, 'YES')).toEqual({ ok: true, leagueId, message: 'Result given: YES.' });
    expect(await settleLeagueQuestion(leagueId, question, 'NO')).toMatchObject({ ok: false, message: expect.stringContaining('a result can’t be changed') });
    const update = ok(await updateLink(leagueId, undefined, ORIGIN));
    expect(update).toMatchObject({ fromSeq: 1, lastSeq: 3 });
    expect(await markShared(leagueId, update.lastSeq)).toBe(true);
    expect(useGameStore.getState().operatedLeagues[0]?.sharedUpTo).toBe(3);
    const keyFile = ok(keyFileFor(leagueId));
    expect(keyFile.text).toContain('"privateJwk"');
    expect(invite.link).not.toContain(JSON.parse(keyFile.text).privateJwk.d);

    // The operator's browser, another day: its key, log and collected picks were kept.
    await switchTo(olga);
    expect(useGameStore.getState().operatedLeagues).toEqual([expect.objectContaining({ id: leagueId, sharedUpTo: 3, picks: [expect.objectContaining({ questionId: question })] })]);
    expect(await settleLeagueQuestion(leagueId, question, 'VOID')).toMatchObject({ ok: false, message: expect.stringContaining('a result can’t be changed') });
    await switchTo(pete);

    expect(await applyUpdateBytes(bytesOf(update.link))).toEqual({ ok: true, message: 'Office Cup: 1 question got its result: you won 180' });
    expect(walletOf(useGameStore.getState(), pete.accountId, leagueId)).toBe(1080);
    expect(await applyUpdateBytes(bytesOf(update.link))).toEqual({ ok: true, message: 'Office Cup is up to date.' });

    // A third browser runs the league from its key file, with its players and picks, and adds to it; Pete's browser applies that.
    const tess = await newBrowser('Tess');
    expect(await takeOverLeague('not a key file')).toMatchObject({ ok: false });
    expect(await takeOverLeague(keyFile.text)).toMatchObject({ ok: true, leagueId });
    expect(useGameStore.getState().operatedLeagues[0]).toMatchObject({ players: [expect.objectContaining({ name: 'Pete', admission: 'admitted' })], picks: [expect.objectContaining({ questionId: question })] });
    ok(await addLeagueQuestion(leagueId, draft('Will the office win again?')));
    const fromTess = ok(await updateLink(leagueId, undefined, ORIGIN));
    expect(useGameStore.getState().operatedLeagues[0]?.accountId).toBe(tess.accountId);

    await switchTo(pete);
    expect(await applyUpdateBytes(bytesOf(fromTess.link))).toEqual({ ok: true, message: 'Office Cup: 1 question added' });
    expect(walletOf(useGameStore.getState(), pete.accountId, leagueId)).toBe(1080);

    // Another browser's 'Office Cup' has another key: its updates cannot touch this one.
    await newBrowser('Nina');
    const namesake = ok(await startLeague('Office Cup', 1000)).leagueId;
    ok(await addLeagueQuestion(namesake, draft('Will the office win the cup?')));
    const theirs = ok(await updateFileBytes(namesake));
    await switchTo(pete);
    const before = useGameStore.getState().markets;
    expect(await applyUpdateBytes(fromBase64Url(JSON.parse(theirs.text).update) as Uint8Array)).toEqual({ ok: false, message: UNKNOWN_LEAGUE_TEXT });
    expect(useGameStore.getState().markets).toBe(before);
  });
});

describe('an operator whose log is ahead of the events applied here', () => {
  it('signs the next update from the first event this browser has not applied, so it applies', async () => {
    const operator = await newBrowser('Olu');
    const started = await startLeague('Office Cup', 1000);
    if (!started.ok) throw new Error(started.message);
    ok(await addLeagueQuestion(started.leagueId, draft('Will the office cup final go to penalties?')));
    // As after a restored key: the log holds seqs 1 and 2, this browser's league nothing applied.
    useGameStore.setState((state) => ({
      leagues: state.leagues.map((league) => (league.id === started.leagueId ? { ...league, seq: 0, hashes: [] } : league)),
      markets: state.markets.filter((market) => market.leagueId !== started.leagueId),
    }));
    const added = await addLeagueQuestion(started.leagueId, draft('Will the office cup have a second final?'));
    expect(added).toMatchObject({ ok: true });
    const league = useGameStore.getState().leagues.find((each) => each.id === started.leagueId);
    expect(league?.seq).toBe(3);
    expect(useGameStore.getState().markets.filter((market) => market.leagueId === started.leagueId)).toHaveLength(2);
    expect(operator.accountId).toBeTruthy();
  });
});
