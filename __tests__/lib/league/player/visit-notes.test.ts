import { markNotesShown, rankIn, unshownNotes, visitNoteOf, withVisitNotes } from '@/lib/league/player/visit-notes';
import type { GameData } from '@/lib/model/game';
import type { League } from '@/lib/model/league';
import { VISIT_NOTES_KEPT, type Membership, type VisitNote } from '@/lib/model/membership';
import type { Snapshot } from '@/lib/model/picks';
import type { Position } from '@/lib/model/position';
import { gameWith, NOW } from '../../game-fixtures';
import { testPlayerKey } from '../counted-snapshot';

const LEAGUE = 'aaaabbbbccccdddd';
const OTHER_LEAGUE = 'eeeeffffgggghhhh';
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

const annKey = testPlayerKey('ann', LEAGUE);
const ANN = annKey.playerId;

function standing(playerId: string, name: string, balance: number) {
  return { playerId, name, balance, week: 0, month: 0, all: 0, won: 0, settled: 0 };
}

function snapshot(standings: Snapshot['standings']): Snapshot {
  return { seq: 3, crowd: [], standings, judged: [] };
}

function league(over: Partial<League> = {}): League {
  return { id: LEAGUE, name: 'Office Cup', publicKey: 'B'.repeat(87), startingCoins: 1000, seq: 3, hashes: [], updatedAt: at(0), source: 'link', ...over };
}

function membership(over: Partial<Membership> = {}): Membership {
  return { id: `${LEAGUE}:ann`, leagueId: LEAGUE, accountId: 'ann', status: 'following', changedAt: at(0), player: annKey, ...over };
}

function position(n: number, over: Partial<Position> = {}): Position {
  return {
    id: `${ANN}.${n.toString(16).padStart(16, '0')}`,
    accountId: 'ann',
    marketId: `${LEAGUE}.${n}`,
    question: `Will question ${n} come true?`,
    choice: 'YES',
    amount: 100,
    potentialWin: 180,
    createdAt: at(-60),
    status: 'open',
    settledAt: null,
    yesShareAfter: 50,
    wallet: LEAGUE,
    ...over,
  };
}

function note(minutes: number, over: Partial<VisitNote> = {}): VisitNote {
  return { at: at(minutes), won: 0, questions: 1, notCounted: 0, rank: null, of: 0, shown: true, ...over };
}

describe('rankIn', () => {
  const standings = snapshot([standing('cccccccccccccccc', 'Chen', 900), standing(ANN, 'Ann', 1200), standing('bbbbbbbbbbbbbbbb', 'Ben', 900)]);

  it('ranks by league balance, ties by name, of every listed player', () => {
    expect(rankIn(standings, ANN)).toEqual({ rank: 1, of: 3 });
    expect(rankIn(standings, 'bbbbbbbbbbbbbbbb')).toEqual({ rank: 2, of: 3 });
    expect(rankIn(standings, 'cccccccccccccccc')).toEqual({ rank: 3, of: 3 });
  });

  it('gives no rank to a player not listed, without a key, or without standings', () => {
    expect(rankIn(standings, 'zzzzzzzzzzzzzzzz')).toEqual({ rank: null, of: 3 });
    expect(rankIn(standings, undefined)).toEqual({ rank: null, of: 3 });
    expect(rankIn(undefined, ANN)).toEqual({ rank: null, of: 0 });
  });
});

describe('visitNoteOf', () => {
  const input = (before: Position[], after: Position[], over: Partial<Parameters<typeof visitNoteOf>[0]> = {}) => ({
    before,
    after,
    leagueBefore: league(),
    leagueAfter: league(),
    membership: membership(),
    nowMs: NOW,
    ...over,
  });

  it('says what an update paid on how many questions, and where the standings put the player', () => {
    const before = [position(1), position(2), position(3, { choice: 'NO' })];
    const after = [position(1, { status: 'won' }), position(2, { status: 'won' }), position(3, { choice: 'NO', status: 'lost' })];
    const leagueAfter = league({ snapshot: snapshot([standing('bbbbbbbbbbbbbbbb', 'Ben', 1500), standing(ANN, 'Ann', 1260)]) });
    expect(visitNoteOf(input(before, after, { leagueAfter }))).toEqual({ at: at(0), won: 360, questions: 3, notCounted: 0, rank: 2, of: 2, shown: false });
  });

  it('counts the bets the organiser did not count, refunded', () => {
    const after = [position(1, { status: 'refunded', notCounted: 'after-close' })];
    expect(visitNoteOf(input([position(1)], after))).toMatchObject({ won: 0, questions: 1, notCounted: 1, rank: null });
  });

  it('notes a change of rank alone', () => {
    const leagueBefore = league({ snapshot: snapshot([standing(ANN, 'Ann', 1000), standing('bbbbbbbbbbbbbbbb', 'Ben', 1100)]) });
    const leagueAfter = league({ snapshot: snapshot([standing(ANN, 'Ann', 1000), standing('bbbbbbbbbbbbbbbb', 'Ben', 900)]) });
    expect(visitNoteOf(input([position(1)], [position(1)], { leagueBefore, leagueAfter }))).toMatchObject({ won: 0, questions: 0, rank: 1, of: 2 });
  });

  it('notes nothing when no bet of the account was settled and its rank stayed', () => {
    const ranked = league({ snapshot: snapshot([standing(ANN, 'Ann', 1000)]) });
    expect(visitNoteOf(input([position(1)], [position(1)], { leagueBefore: ranked, leagueAfter: ranked }))).toBeNull();
    // Another account's bets, another league's and bets already settled before are not this account's news.
    const others = [position(1, { accountId: 'bob' }), position(2, { wallet: OTHER_LEAGUE }), position(3, { status: 'won' })];
    const settled = others.map((each) => ({ ...each, status: 'won' as const }));
    expect(visitNoteOf(input(others, settled))).toBeNull();
  });
});

describe('withVisitNotes', () => {
  const before = (memberships: Membership[]): GameData => gameWith({ leagues: [league()], positions: [position(1)], memberships });
  const settled = (data: GameData): GameData => ({ ...data, positions: [position(1, { status: 'won' })] });

  it('adds the note newest first and keeps the ten newest', () => {
    const held = Array.from({ length: VISIT_NOTES_KEPT }, (_, index) => note(-10 - index));
    const data = before([membership({ notes: held })]);
    const noted = withVisitNotes(data, settled(data), LEAGUE, NOW);
    const notes = noted.memberships[0]?.notes ?? [];
    expect(notes).toHaveLength(VISIT_NOTES_KEPT);
    expect(notes[0]).toMatchObject({ at: at(0), won: 180, shown: false });
    expect(notes.slice(1)).toEqual(held.slice(0, VISIT_NOTES_KEPT - 1));
  });

  it('leaves an account that left the league, another league and an update that changed nothing alone', () => {
    const left = before([membership({ status: 'left' })]);
    expect(withVisitNotes(left, settled(left), LEAGUE, NOW).memberships[0]?.notes).toBeUndefined();
    const data = before([membership()]);
    const after = settled(data);
    expect(withVisitNotes(data, after, OTHER_LEAGUE, NOW)).toBe(after);
    expect(withVisitNotes(data, data, LEAGUE, NOW)).toBe(data);
  });
});

describe('notes not shown yet', () => {
  const data = gameWith({
    memberships: [
      membership({ notes: [note(-1, { shown: false }), note(-5)] }),
      membership({ id: `${OTHER_LEAGUE}:ann`, leagueId: OTHER_LEAGUE, notes: [note(-2, { shown: false })] }),
      membership({ id: `${LEAGUE}:bob`, accountId: 'bob', notes: [note(-3, { shown: false })] }),
    ],
  });

  it('lists the account’s unshown notes with their league', () => {
    expect(unshownNotes(data, 'ann')).toEqual([
      { leagueId: LEAGUE, note: note(-1, { shown: false }) },
      { leagueId: OTHER_LEAGUE, note: note(-2, { shown: false }) },
    ]);
  });

  it('marks every note of the account shown, once, and leaves other accounts’ alone', () => {
    const marked = markNotesShown(data, 'ann');
    expect(unshownNotes(marked, 'ann')).toEqual([]);
    expect(unshownNotes(marked, 'bob')).toHaveLength(1);
    expect(marked.memberships[0]?.notes).toEqual([note(-1), note(-5)]);
    expect(markNotesShown(marked, 'ann')).toBe(marked);
  });
});
