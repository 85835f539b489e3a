// Runs the league command line in scratch roots for the tests: captured output, a fixed clock,
// directory snapshots (to prove a refusal wrote nothing), and feeds forged with a real key.

import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fromBase64Url } from '@/lib/league/encoding';
import { feedFileText, readFeedFile } from '@/lib/league/feed-file';
import type { LeagueEvent } from '@/lib/model/league';
import { runLeagueCli } from '@/scripts/league/run-cli';

export const NOW_MS = Date.parse('2026-11-25T10:00:00Z');
export const ENDS = '2026-12-01T18:30Z';

export function scratchRoot(): string {
  return mkdtempSync(join(tmpdir(), 'league-cli-'));
}

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export async function league(root: string, ...argv: string[]): Promise<CliRun> {
  return leagueAt(NOW_MS, root, ...argv);
}

/** The command line run with the clock at `nowMs`. */
export async function leagueAt(nowMs: number, root: string, ...argv: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runLeagueCli(argv, { root, out: (line) => out.push(line), err: (line) => err.push(line), now: () => nowMs });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A league with one question, published: the starting point of most tests. */
export async function publishedLeague(name = 'Site League'): Promise<{ root: string; questionId: string }> {
  const root = scratchRoot();
  expect((await league(root, 'init', '--name', name)).code).toBe(0);
  const added = await league(root, 'add', '--question', 'Will it rain in Pune on Monday?', '--category', 'News', '--ends', ENDS);
  expect(added.code).toBe(0);
  expect((await league(root, 'publish')).code).toBe(0);
  const questionId = /Added question (\S+):/.exec(added.out)?.[1] ?? '';
  return { root, questionId };
}

/** Every file under a directory with its bytes and mode. */
export function snapshot(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files[relative(root, full)] = `${(statSync(full).mode & 0o777).toString(8)} ${readFileSync(full, 'base64')}`;
    }
  };
  walk(root);
  return files;
}

export function readJson<T = unknown>(root: string, file: string): T {
  return JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
}

export function feedBytes(root: string): Uint8Array {
  const bytes = readFeedFile(readFileSync(join(root, 'public/league/feed.json'), 'utf8'));
  if (!bytes) throw new Error('no feed');
  return bytes;
}

/**
 * A feed signed with the root's own key over whatever events are given (a gap, a broken chain):
 * the wire format built by hand, kind 1 (plain JSON), so the test does not depend on signUpdate.
 */
export async function forgedFeedText(root: string, events: LeagueEvent[]): Promise<string> {
  const key = readJson<{ leagueId: string; publicKey: string; privateJwk: JsonWebKey }>(root, 'league.key.json');
  const signingKey = await crypto.subtle.importKey('jwk', key.privateJwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  const rawKey = fromBase64Url(key.publicKey) as Uint8Array;
  const payload = new TextEncoder().encode(JSON.stringify({ league: key.leagueId, name: 'Site League', events }));
  const body = new Uint8Array([...rawKey, ...payload]);
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, signingKey, body));
  return feedFileText(new Uint8Array([...new TextEncoder().encode('PPL1'), 1, ...signature, ...body]));
}

