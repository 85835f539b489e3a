// Ann's backup with a league from another browser, and the browsers it is restored into: shared by
// the restore tests, honest and edited.

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import type { GameData } from '@/lib/model/game';
import type { MarketOutcome } from '@/lib/model/market';
import type { Position } from '@/lib/model/position';
import { makeBackup, readBackup, type BackupFile } from '@/lib/storage/backup-file';
import { FAKE_HASH, gameWith, makeCtx, makeMarket, NOW, ok } from '../game-fixtures';
import { joinAndBet, LEAGUE_ID, makeLeague, QUESTION, QUESTION_ID } from '../store/league-records';
import { asPicks, testPlayerId } from '../league/counted-snapshot';

export const UNBET_ID = `${LEAGUE_ID}.2`;

/** Ann's backup file from another browser: following the site league at seq 1 with a player key, 100 on question 1 (open there), question 2 left alone. */
export function annsLeagueBackupFile(): BackupFile {
  const ctx = makeCtx(NOW, 'ann');
  const ann = ok(signUp(gameWith(), { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
  const played = asPicks(joinAndBet(ann.data, ann.account.id, ctx), ann.account.id, LEAGUE_ID);
  const data = { ...played, markets: [...played.markets, makeMarket({ id: UNBET_ID, question: 'Will nobody bet on this?', leagueId: LEAGUE_ID })] };
  const file = makeBackup(data, ann.account.id, NOW);
  if (!file) throw new Error('Ann has an account');
  return file;
}

/** A backup file as the app reads it. */
export const readGame = (file: BackupFile): GameData => ok(readBackup(JSON.stringify(file))).backup.game;

export const annsLeagueBackup = (): GameData => readGame(annsLeagueBackupFile());

/** This browser: Asha, logged in, and whatever it knows of leagues. */
export function browser(overrides: Partial<GameData> = {}) {
  const opened = ok(signUp(gameWith(overrides), { username: 'Asha', email: 'asha@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW, 'here')));
  return { data: opened.data, targetId: opened.account.id };
}

/** Ann's player id in the site league, as her backup's membership carries it. */
export const annsPlayerId = (): string => testPlayerId(annsLeagueBackupFile().game.account.id, LEAGUE_ID);

/** A browser that follows the site league at seq 3, question 1 settled here as `outcome`, holding the organiser's count of Ann's bets (unless `counted` is false). */
export function browserThatSettled(outcome: MarketOutcome, publicKey = makeLeague().publicKey, counted = true) {
  const snapshot = { seq: 3, crowd: [], standings: [], judged: [{ playerId: annsPlayerId(), through: new Date(NOW).toISOString(), refused: [] }] };
  const league = makeLeague({ seq: 3, publicKey, ...(counted ? { snapshot, snapshotAt: new Date(NOW).toISOString() } : {}) });
  const question = makeMarket({ id: QUESTION_ID, question: 'Will the league question settle once?', leagueId: LEAGUE_ID, isResolved: true, outcome, resolvedAt: new Date(NOW).toISOString() });
  return browser({ leagues: [league], markets: [...gameWith().markets, question] });
}

/** The first case: the start entry changed to 1,000,000 and a 50,000 YES position added, with no bet behind it. */
export function inflatedBackupFile(): BackupFile {
  const file = annsLeagueBackupFile();
  const [bet] = file.game.positions;
  if (!bet) throw new Error('Ann bet once');
  const added: Position = { ...bet, id: 'added-position', amount: 50_000, potentialWin: 90_000, choice: 'YES', question: QUESTION };
  return {
    ...file,
    game: {
      ...file.game,
      ledger: file.game.ledger.map((entry) => (entry.kind === 'league start' ? { ...entry, amount: 1_000_000 } : entry)),
      positions: [...file.game.positions, added],
    },
  };
}

/** The second case: a second start entry beside the first, under an id of its own, both of 1,000. */
export function twoStartsBackupFile(): BackupFile {
  const file = annsLeagueBackupFile();
  const start = file.game.ledger.find((entry) => entry.kind === 'league start');
  if (!start) throw new Error('Ann follows the league');
  return { ...file, game: { ...file.game, ledger: [...file.game.ledger, { ...start, id: 'second-start' }] } };
}
