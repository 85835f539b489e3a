// The record registry: its two tables agree, the database version is its newest declaration, and
// what other code still chooses for itself (a backup's records) is held to the registry's word.

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { EMPTY_GAME_DATA } from '@/lib/model/empty-game';
import { DATABASE_VERSION, DERIVED_KINDS, KIND_NAMES, LIST_KINDS, RECORD_KINDS, RECORD_SHAPES, SINGLE_KINDS, derivationOf } from '@/lib/model/registry';
import { makeBackup } from '@/lib/storage/backup-file';
import { FAKE_HASH, makeCtx, ok } from '../game-fixtures';

describe('the record registry', () => {
  it('gives every kind a schema and a version, and every derived kind its derivation', () => {
    expect(Object.keys(RECORD_SHAPES).sort()).toEqual([...KIND_NAMES].sort());
    for (const name of KIND_NAMES) expect(RECORD_SHAPES[name].version).toBeGreaterThanOrEqual(1);
    for (const name of DERIVED_KINDS) expect(typeof derivationOf(name).valuesOf).toBe('function');
    expect([...LIST_KINDS, ...DERIVED_KINDS, ...SINGLE_KINDS].sort()).toEqual([...KIND_NAMES].sort());
  });

  it('opens the database at its newest store or index', () => {
    const declared: { since: number; indexes: Record<string, { since: number }> }[] = KIND_NAMES.map((name) => RECORD_SHAPES[name]);
    const newest = Math.max(...declared.flatMap(({ since, indexes }) => [since, ...Object.values(indexes).map((index) => index.since)]));
    expect(DATABASE_VERSION).toBe(newest);
    expect(DATABASE_VERSION).toBe(5);
  });

  it('makes the empty game one empty collection per list kind', () => {
    for (const name of LIST_KINDS) expect(EMPTY_GAME_DATA[name]).toEqual([]);
    expect(Object.keys(EMPTY_GAME_DATA).sort()).toEqual([...LIST_KINDS, 'seededAt', 'settings'].sort());
  });

  it('is the word on what a backup carries: every kind it marks for backups, and no other', () => {
    const signed = ok(signUp(EMPTY_GAME_DATA, { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, makeCtx()));
    const file = makeBackup(signed.data, signed.account.id, Date.parse('2026-11-22T12:00:00.000Z'), { includeLeagueKeys: true });
    // A backup is one player's: it carries their account, not the browser's accounts.
    const carried = Object.keys(file?.game ?? {}).map((key) => (key === 'account' ? 'accounts' : key));
    expect(carried.sort()).toEqual(KIND_NAMES.filter((name) => RECORD_KINDS[name].backup).sort());
  });
});
