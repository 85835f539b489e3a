// An event's hash: SHA-256 over its canonical JSON (keys sorted, no spaces), as base64url. Each
// event names the hash of the one before it, so an applied history cannot be rewritten unseen,
// and two updates are compared by their events' hashes, never by their (differently signed) bytes.

import type { LeagueEvent } from '../model/league';
import { toBase64Url } from './encoding';

/** JSON with every object's keys sorted: one text per value, whatever order its keys were built in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export async function hashEvent(event: LeagueEvent): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(event)));
  return toBase64Url(new Uint8Array(digest));
}

/** Every event's hash, in order. */
export function hashEvents(events: readonly LeagueEvent[]): Promise<string[]> {
  return Promise.all(events.map(hashEvent));
}

/** Consecutive seqs, each event naming its predecessor's hash, and only event 1 with no predecessor. */
export function chainHolds(events: readonly LeagueEvent[], hashes: readonly string[]): boolean {
  return events.every((event, index) => {
    if (event.seq === 1 ? event.prev !== '' : event.prev === '') return false;
    if (index === 0) return true;
    return event.seq === (events[index - 1]?.seq ?? 0) + 1 && event.prev === hashes[index - 1];
  });
}
