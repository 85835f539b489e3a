import * as v from 'valibot';
import { generateLeagueKeys } from '@/lib/league/keys';
import { startLeagueLog } from '@/lib/league/league-log';
import { EMPTY_GAME_DATA } from '@/lib/model/empty-game';
import { ID_MAX_LENGTH } from '@/lib/model/fields';
import { gameDataSchema } from '@/lib/model/game-schema';
import { membershipId, membershipSchema, type Membership } from '@/lib/model/membership';
import { operatedLeagueSchema, privateJwkSchema, type OperatedLeague } from '@/lib/model/operated-league';
import { NOW } from '../game-fixtures';

const AT = new Date(NOW).toISOString();

async function operated(): Promise<OperatedLeague> {
  const keys = await generateLeagueKeys();
  const log = await startLeagueLog(keys.publicKey, 'Office Cup', 1000, NOW);
  const privateJwk = v.parse(privateJwkSchema, keys.privateJwk);
  return { id: log.leagueId, accountId: 'a1', privateJwk, publicKey: keys.publicKey, events: log.events, hashes: log.hashes, sharedUpTo: 0, createdAt: AT };
}

describe('the membership record', () => {
  const membership: Membership = { id: membershipId('aaaabbbbccccdddd', 'a1'), leagueId: 'aaaabbbbccccdddd', accountId: 'a1', status: 'following', changedAt: AT };

  it('is keyed by its league and its account', () => {
    expect(membership.id).toBe('aaaabbbbccccdddd:a1');
    expect(v.is(membershipSchema, membership)).toBe(true);
    const longest = 'x'.repeat(ID_MAX_LENGTH - 17);
    expect(v.is(membershipSchema, { ...membership, accountId: longest, id: membershipId(membership.leagueId, longest) })).toBe(true);
  });

  it('refuses an id that is not its league and account, and a status other than following or left', () => {
    expect(v.is(membershipSchema, { ...membership, id: 'aaaabbbbccccdddd:a2' })).toBe(false);
    expect(v.is(membershipSchema, { ...membership, status: 'left' })).toBe(true);
    expect(v.is(membershipSchema, { ...membership, status: 'banned' })).toBe(false);
  });
});

describe('the operated league record', () => {
  it('accepts the key Web Crypto exports and a started log', async () => {
    const record = await operated();
    expect(v.parse(operatedLeagueSchema, record)).toEqual(record);
  });

  it('refuses a key that is not a private P-256 key, or a field no key has', async () => {
    const record = await operated();
    const publicOnly: Record<string, unknown> = { ...record.privateJwk };
    delete publicOnly.d;
    expect(v.is(operatedLeagueSchema, { ...record, privateJwk: publicOnly })).toBe(false);
    expect(v.is(operatedLeagueSchema, { ...record, privateJwk: { ...record.privateJwk, crv: 'P-384' } })).toBe(false);
    expect(v.is(operatedLeagueSchema, { ...record, privateJwk: { ...record.privateJwk, kty: 'RSA' } })).toBe(false);
    expect(v.is(operatedLeagueSchema, { ...record, privateJwk: { ...record.privateJwk, note: 'x' } })).toBe(false);
  });

  it('needs a hash per event, and shares no event it does not hold', async () => {
    const record = await operated();
    expect(v.is(operatedLeagueSchema, { ...record, hashes: [] })).toBe(false);
    expect(v.is(operatedLeagueSchema, { ...record, sharedUpTo: 1 })).toBe(true);
    expect(v.is(operatedLeagueSchema, { ...record, sharedUpTo: 2 })).toBe(false);
  });
});

describe('the game data', () => {
  it('reads a game from before browser leagues with no operated leagues and no memberships', () => {
    const older: Record<string, unknown> = { ...EMPTY_GAME_DATA };
    delete older.operatedLeagues;
    delete older.memberships;
    const read = v.parse(gameDataSchema, older);
    expect(read.operatedLeagues).toEqual([]);
    expect(read.memberships).toEqual([]);
    expect(EMPTY_GAME_DATA.operatedLeagues).toEqual([]);
    expect(EMPTY_GAME_DATA.memberships).toEqual([]);
  });
});
