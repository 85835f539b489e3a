// data/league/picks.json: the site league's collected picks (every player heard from, admitted or
// not, and every pick with when it provably arrived), committed so publish counts them and a lost
// machine loses no standings. Absent means nothing collected yet. The collecting rules live in
// lib/league/picks; this file only reads, validates and writes their state.

import { join } from 'node:path';
import * as v from 'valibot';
import type { LeagueKeys } from '../../lib/league/keys';
import type { LeagueLog } from '../../lib/league/league-log';
import type { OperatedLeague } from '../../lib/model/operated-league';
import { privateJwkSchema } from '../../lib/model/league-fields';
import { collectedCashOutSchema, collectedPickSchema, leaguePlayerSchema, type CollectedCashOut, type CollectedPick, type LeaguePlayer } from '../../lib/model/picks';
import { refusal, type Refusal } from './cli-context';
import { EVENTS_FILE_MAX_BYTES, jsonText, readJsonFile, type FileToWrite } from './league-files';

export const PICKS_FILE = 'data/league/picks.json';

/** Grows with every pick collected, like the event log: capped as the event log is. */
export const PICKS_FILE_MAX_BYTES = EVENTS_FILE_MAX_BYTES;

export const picksFileSchema = v.strictObject({
  format: v.literal('predictoplay-league-picks'),
  version: v.literal(1),
  players: v.array(leaguePlayerSchema),
  /** In the order collected: of two picks with one id, the first collected is the one judged. */
  picks: v.array(collectedPickSchema),
  /** Cash-outs collected with the picks, in the order collected (absent before any). */
  cashOuts: v.optional(v.array(collectedCashOutSchema)),
});

export interface Collected {
  players: LeaguePlayer[];
  picks: CollectedPick[];
  cashOuts: CollectedCashOut[];
}

const NOTHING_COLLECTED: Collected = { players: [], picks: [], cashOuts: [] };

/** What has been collected, or nothing when the file is absent; a damaged file is refused. */
export function readCollected(root: string): { ok: true; collected: Collected } | Refusal {
  const read = readJsonFile(join(root, PICKS_FILE), PICKS_FILE, picksFileSchema, PICKS_FILE_MAX_BYTES);
  if (read.ok) return { ok: true, collected: { players: read.value.players, picks: read.value.picks, cashOuts: read.value.cashOuts ?? [] } };
  return read.missing ? { ok: true, collected: NOTHING_COLLECTED } : refusal(read.message);
}

export function collectedFile(collected: Collected): FileToWrite {
  return { file: PICKS_FILE, text: jsonText({ format: 'predictoplay-league-picks', version: 1, players: collected.players, picks: collected.picks, ...(collected.cashOuts.length > 0 ? { cashOuts: collected.cashOuts } : {}) }) };
}

/** The site league as the picks rules take an operated league: the committed log and what was collected. */
export function siteOperated(log: LeagueLog, keys: LeagueKeys, collected: Collected): OperatedLeague {
  return {
    id: log.leagueId,
    accountId: 'site',
    privateJwk: v.parse(privateJwkSchema, keys.privateJwk),
    publicKey: log.publicKey,
    events: log.events,
    hashes: log.hashes,
    sharedUpTo: 0,
    createdAt: log.events[0]?.at ?? new Date(0).toISOString(),
    players: collected.players,
    picks: collected.picks,
    cashOuts: collected.cashOuts,
  };
}
