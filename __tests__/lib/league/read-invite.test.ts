import { fromBase64Url, toBase64Url } from '@/lib/league/encoding';
import { fingerprintText } from '@/lib/league/league-id';
import { INVITE_REFUSALS } from '@/lib/league/league-words';
import { readInvite, lookAlikeLeague } from '@/lib/league/read-invite';
import { signUpdateAtNow } from '@/__tests__/lib/league/sign-at-now';
import type { League } from '@/lib/model/league';
import { logWithQuestions, resolve, signRaw, testKeys } from './league-fixtures';

describe('readInvite', () => {
  it('verifies an invite with the key it carries and previews the league', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 2, 'Office Cup', 500);
    const read = await readInvite(await signUpdateAtNow(keys, log));
    if (!read.ok) throw new Error(read.reason);
    expect(read.update).toMatchObject({ leagueId: log.leagueId, publicKey: keys.publicKey, events: log.events, hashes: log.hashes });
    expect(read.preview).toEqual({
      leagueId: log.leagueId,
      name: 'Office Cup',
      fingerprint: fingerprintText(log.leagueId),
      startingCoins: 500,
      payout: 'fixed',
      questions: [expect.objectContaining({ question: 'Will team 1 win the cup?', state: 'open' }), expect.objectContaining({ question: 'Will team 2 win the cup?' })],
    });
  });

  it('shows settled questions with their results', async () => {
    const [keys] = await testKeys();
    const base = await logWithQuestions(keys, 1, 'Office Cup');
    const read = await readInvite(await signUpdateAtNow(keys, await resolve(base, `${base.leagueId}.1`, 'NO')));
    expect(read.ok && read.preview.questions.map((question) => question.state)).toEqual(['NO']);
  });

  it('refuses an invite with one character of its signature changed', async () => {
    const [keys] = await testKeys();
    const text = toBase64Url(await signUpdateAtNow(keys, await logWithQuestions(keys, 1, 'Office Cup')));
    // Character 10 lies in the signature (bytes 5 to 68).
    const changed = `${text.slice(0, 10)}${text[10] === 'A' ? 'B' : 'A'}${text.slice(11)}`;
    const read = await readInvite(fromBase64Url(changed) as Uint8Array);
    expect(read).toEqual({ ok: false, reason: 'bad-signature' });
    expect(INVITE_REFUSALS['bad-signature']).toContain('failed the check: it was changed on the way');
  });

  it('refuses bytes whose key was swapped for another league’s', async () => {
    const [keys, stranger] = await testKeys();
    // Signed by the operator, but carrying the stranger's key: the carried key does not verify it.
    const swapped = await signRaw(keys, { league: 'aaaaaaaaaaaaaaaa', name: 'Office Cup', events: [] }, false, stranger.publicKey);
    expect(await readInvite(swapped)).toMatchObject({ ok: false, reason: 'bad-signature' });
  });

  it('refuses an update that does not start the league, and bytes that are no update', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 2, 'Office Cup');
    expect(await readInvite(await signUpdateAtNow(keys, log, 2))).toEqual({ ok: false, reason: 'not-an-invite' });
    expect(INVITE_REFUSALS['not-an-invite']).toContain('Ask the organiser for the invite link');
    expect(await readInvite(new Uint8Array([1, 2, 3]))).toEqual({ ok: false, reason: 'not-an-update' });
    expect(INVITE_REFUSALS['not-an-update']).toBe('This is not a league invite.');
  });
});

describe('lookAlikeLeague', () => {
  const league = (id: string, name: string) => ({ id, name }) as League;

  it('finds a league of the same name, case and spaces aside, with another id', () => {
    const theirs = league('bbbbbbbbbbbbbbbb', 'office cup ');
    expect(lookAlikeLeague({ leagues: [league('cccccccccccccccc', 'Other'), theirs] }, { leagueId: 'aaaaaaaaaaaaaaaa', name: 'Office Cup' })).toBe(theirs);
  });

  it.each([
    ['a zero-width space', 'Office\u200bCup'],
    ['a Cyrillic capital O', '\u041effice Cup'],
    ['a right-to-left override at the end', 'Office Cup\u202e'],
    ['reversed text after a right-to-left override', '\u202epuC eciffO'],
  ])('finds Office Cup for an invite whose name has %s', (_, name) => {
    const followed = league('bbbbbbbbbbbbbbbb', 'Office Cup');
    expect(lookAlikeLeague({ leagues: [followed] }, { leagueId: 'aaaaaaaaaaaaaaaa', name })).toBe(followed);
  });

  it('finds nothing for the same league or for other names', () => {
    const data = { leagues: [league('aaaaaaaaaaaaaaaa', 'Office Cup'), league('cccccccccccccccc', 'Other')] };
    expect(lookAlikeLeague(data, { leagueId: 'aaaaaaaaaaaaaaaa', name: 'Office Cup' })).toBeNull();
    expect(lookAlikeLeague({ leagues: [] }, { leagueId: 'aaaaaaaaaaaaaaaa', name: 'Office Cup' })).toBeNull();
  });
});
