import { fromBase64Url } from '@/lib/league/encoding';
import { canonicalJson, hashEvent } from '@/lib/league/event-hash';
import { feedFileText, readFeedFile } from '@/lib/league/feed-file';
import { FEED_PATH } from '@/lib/league/feed-path';
import { publicKeyOfJwk } from '@/lib/league/keys';
import type { LeagueEvent } from '@/lib/model/league';
import { publicKeySchema } from '@/lib/model/league';
import * as v from 'valibot';
import { testKeys } from './league-fixtures';

describe('league keys', () => {
  it('make a raw 65-byte P-256 public key that the private JWK names', async () => {
    const [keys] = await testKeys();
    expect(v.is(publicKeySchema, keys.publicKey)).toBe(true);
    expect(fromBase64Url(keys.publicKey)?.length).toBe(65);
    expect(keys.privateJwk).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect(typeof keys.privateJwk.d).toBe('string');
    expect(publicKeyOfJwk(keys.privateJwk)).toBe(keys.publicKey);
  });

  it('tell a key file that is not a P-256 key', () => {
    expect(publicKeyOfJwk({ kty: 'RSA' })).toBeNull();
    expect(publicKeyOfJwk({ kty: 'EC', crv: 'P-256', x: 'AA', y: 'AA' })).toBeNull();
  });
});

describe('event hashes', () => {
  const event: LeagueEvent = { type: 'started', seq: 1, prev: '', at: '2026-11-22T12:00:00.000Z', name: 'Site League', startingCoins: 1000 };

  it('hash the canonical JSON, whatever order the keys were written in', async () => {
    const reordered = JSON.parse('{"startingCoins":1000,"name":"Site League","at":"2026-11-22T12:00:00.000Z","prev":"","seq":1,"type":"started"}') as LeagueEvent;
    expect(canonicalJson(reordered)).toBe(canonicalJson(event));
    expect(await hashEvent(reordered)).toBe(await hashEvent(event));
    expect(await hashEvent(event)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('change with any field', async () => {
    const base = await hashEvent(event);
    expect(await hashEvent({ ...event, startingCoins: 1001 })).not.toBe(base);
    expect(await hashEvent({ ...event, name: 'Site league' })).not.toBe(base);
    expect(await hashEvent({ ...event, at: '2026-11-22T12:00:00.001Z' })).not.toBe(base);
  });
});

describe('the feed file', () => {
  it('carries the update bytes as base64url and gives them back', () => {
    const bytes = Uint8Array.from([80, 80, 76, 49, 2, 255, 0]);
    const text = feedFileText(bytes);
    expect(JSON.parse(text)).toEqual({ format: 'predictoplay-league-feed', version: 1, update: 'UFBMMQL_AA' });
    expect(Array.from(readFeedFile(text) ?? [])).toEqual(Array.from(bytes));
    expect(FEED_PATH).toBe('/league/feed.json');
  });

  it('reads nothing from other files', () => {
    expect(readFeedFile('not json')).toBeNull();
    expect(readFeedFile('null')).toBeNull();
    expect(readFeedFile('{"format":"predictoplay-league-feed","version":2,"update":"AA"}')).toBeNull();
    expect(readFeedFile('{"format":"other","version":1,"update":"AA"}')).toBeNull();
    expect(readFeedFile('{"format":"predictoplay-league-feed","version":1,"update":"A+A="}')).toBeNull();
  });
});
