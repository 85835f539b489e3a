// Players for the picks commands' tests: real player keys (made once per file), their signed
// picks cards as picks files and links, and a WhatsApp export line carrying a link at a given time.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { picksLinkFor } from '@/lib/league/league-link';
import { newPickId } from '@/lib/league/picks/pick-id';
import { signPicksCard } from '@/lib/league/picks/picks-card';
import { picksFileText } from '@/lib/league/picks/picks-link';
import { newPlayerKey } from '@/lib/league/picks/player-key';
import type { Pick, PlayerKey } from '@/lib/model/picks';
import { NOW_MS, readJson } from './league-cli-helpers';

export const HOUR_MS = 60 * 60 * 1000;

let keys: Promise<PlayerKey[]> | undefined;

/** Asha and Ben, with real keys. */
export function players(): Promise<PlayerKey[]> {
  keys ??= Promise.all(['Asha', 'Ben'].map((name) => newPlayerKey(name, NOW_MS)));
  return keys;
}

export function betOf(key: PlayerKey, k: number, questionId: string, choice: 'YES' | 'NO', amount: number): Pick {
  const random = new Uint8Array(8);
  new DataView(random.buffer).setUint32(4, k);
  return { id: newPickId(key.playerId, random), questionId, choice, amount, placedAt: new Date(NOW_MS).toISOString() };
}

export function leagueIdOf(root: string): string {
  return readJson<{ leagueId: string }>(root, 'data/league/league.json').leagueId;
}

/** A picks file of `picks` written under the root; its name, relative to the root. */
export async function writePicksFile(root: string, key: PlayerKey, picks: Pick[], name = `${key.name.toLowerCase()}.predictoplay-picks`): Promise<string> {
  const bytes = await signPicksCard(key, leagueIdOf(root), picks, NOW_MS);
  writeFileSync(join(root, name), picksFileText(bytes));
  return name;
}

export async function picksLink(root: string, key: PlayerKey, picks: Pick[]): Promise<string> {
  const link = picksLinkFor('https://predictoplay.example', await signPicksCard(key, leagueIdOf(root), picks, NOW_MS));
  if (link === null) throw new Error('the card does not fit a link');
  return link;
}

/** '01/12/2026, 9:30 pm - Asha: my picks <link>' as an Android export writes it (India time, narrow no-break space). */
export function chatLine(dayFirstDate: string, time12h: string, sender: string, text: string): string {
  const [clock = '', half = ''] = time12h.split(' ');
  return `${dayFirstDate}, ${clock}\u202f${half} - ${sender}: ${text}`;
}

/** A .zip holding one stored (uncompressed) file, as the chat reader takes it (it checks no CRC, so none is written). */
export function storedZip(name: string, data: Uint8Array): Uint8Array {
  const nameBytes = new TextEncoder().encode(name);
  const local = new Uint8Array(30 + nameBytes.length);
  const localView = new DataView(local.buffer);
  localView.setUint32(0, 0x04034b50, true);
  localView.setUint32(18, data.length, true);
  localView.setUint32(22, data.length, true);
  localView.setUint16(26, nameBytes.length, true);
  local.set(nameBytes, 30);
  const central = new Uint8Array(46 + nameBytes.length);
  const centralView = new DataView(central.buffer);
  centralView.setUint32(0, 0x02014b50, true);
  centralView.setUint32(20, data.length, true);
  centralView.setUint32(24, data.length, true);
  centralView.setUint16(28, nameBytes.length, true);
  centralView.setUint32(42, 0, true);
  central.set(nameBytes, 46);
  const end = new Uint8Array(22);
  const endView = new DataView(end.buffer);
  endView.setUint32(0, 0x06054b50, true);
  endView.setUint16(8, 1, true);
  endView.setUint16(10, 1, true);
  endView.setUint32(12, central.length, true);
  endView.setUint32(16, local.length + data.length, true);
  return new Uint8Array([...local, ...data, ...central, ...end]);
}
