// The committed chat export fixtures (written by fixtures/make-fixtures.py) and the fake picks
// payloads inside them, by name.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChatPick } from '@/lib/league/chat-export/picks-in-chat';

const FOLDER = join(__dirname, 'fixtures');

/** The bytes of a fixture file, as a browser's File would give them. */
export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FOLDER, name)));
}

export function fixtureText(name: string): string {
  return readFileSync(join(FOLDER, name), 'utf8');
}

/** P1 … P14 (picks payloads) and J1, J2 (invite payloads) of the fixtures. */
export const PAYLOADS: Record<string, string> = JSON.parse(fixtureText('payloads.json'));

export function payload(name: string): string {
  const found = PAYLOADS[name];
  if (found === undefined) throw new Error(`No fixture payload ${name}`);
  return found;
}

export type Expected = [name: string, at: string | null, sender: string, edited?: boolean];

/** The pick picksInChat gives for one expected row. */
export const expectedPick = ([name, at, sender, edited = false]: Expected): ChatPick => ({ payload: payload(name), at, sender, edited });

/** Every picks link in each fixture with the time of the message carrying it, worked out by hand. */
export const EXPECTED_PICKS: Record<string, Expected[]> = {
  'android-day-first-12h.txt': [
    ['P1', '2026-11-26T15:35:59.999Z', 'Asha'],
    ['P2', '2026-11-26T15:37:59.999Z', '+91 98765 43210'],
    // 12:15 am on the 27th in India is still the 26th in UTC.
    ['P4', '2026-11-26T18:45:59.999Z', 'Asha'],
    ['P3', '2026-11-27T07:00:59.999Z', 'Meera'],
  ],
  'android-month-first-24h.txt': [
    ['P5', '2026-11-26T15:35:59.999Z', 'Asha'],
    ['P6', '2026-12-01T04:00:59.999Z', 'Dev'],
  ],
  'ios-bracketed.txt': [
    ['P7', '2026-11-26T15:35:12.000Z', 'Asha'],
    ['P8', '2026-11-26T15:38:45.000Z', 'Dev'],
    ['P9', '2026-11-26T19:32:03.000Z', 'Asha'],
  ],
  'android-multi-line-edited.txt': [
    ['P10', '2026-11-26T15:35:59.999Z', 'Asha'],
    // First in an edited message (no proof), then sent again unedited at 9:20 pm.
    ['P11', '2026-11-26T15:50:59.999Z', 'Dev'],
    // Under a stamp typed inside Meera's 9:12 pm message: it has that message's time, not 8:00 pm.
    ['P12', '2026-11-26T15:42:59.999Z', 'Meera'],
    ['P13', '2026-11-27T02:15:59.999Z', 'Meera'],
    ['P14', null, 'Asha', true],
  ],
};
