// Pack files as text, for the tests of reading and importing them.

import { PACK_FORMAT, PACK_VERSION } from '@/lib/admin/question-pack';
import { parsePack, type ParsedPack } from '@/lib/admin/question-pack-file';
import { DAY_MS } from '@/lib/display/time';
import { NOW } from './game-fixtures';

export const IN_A_WEEK = new Date(NOW + 7 * DAY_MS).toISOString();
export const YESTERDAY = new Date(NOW - DAY_MS).toISOString();

export function packEntry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: 'p1', question: 'Will the new bridge open on time?', category: 'News', endTime: IN_A_WEEK, ...overrides };
}

export function packText(markets: unknown[], overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({ format: PACK_FORMAT, version: PACK_VERSION, exportedAt: new Date(NOW).toISOString(), markets, ...overrides });
}

/** A pack that must read as one, with its entries checked. */
export function parsed(markets: unknown[]): ParsedPack {
  const result = parsePack(packText(markets));
  if (!result.ok) throw new Error(`pack refused: ${result.reason}`);
  return result.pack;
}
