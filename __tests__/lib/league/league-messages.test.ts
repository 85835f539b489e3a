import type { AccountChange, LeagueChangeSummary } from '@/lib/league/apply-update';
import { summaryText, updateRefusalText } from '@/lib/league/league-words';

function summary(overrides: Partial<LeagueChangeSummary> = {}): LeagueChangeSummary {
  return { leagueId: 'aaaabbbbccccdddd', name: 'Site League', added: 0, settled: 0, snapshot: false, byAccount: {}, ...overrides };
}

/** An account's change: coins won and given back, predictions lost, and bets not counted with their stakes. */
function change(won: number, refunded: number, lost: number, notCounted: { count: number; coins: number } = { count: 0, coins: 0 }): AccountChange {
  return { won: { count: won > 0 ? 1 : 0, coins: won }, refunded: { count: refunded > 0 ? 1 : 0, coins: refunded }, lost: { count: lost, coins: lost * 10 }, notCounted, cashOutTakenBack: { count: 0, coins: 0 }, cashOutRefused: { count: 0, coins: 0 } };
}

describe('summaryText', () => {
  it('says a cash-out the crowd moved past was taken back and the bet stands', () => {
    const taken = { ...change(0, 0, 0), cashOutTakenBack: { count: 1, coins: 81 } };
    expect(summaryText(summary({ snapshot: true, byAccount: { ann: taken } }), 'ann')).toBe(
      'Site League: the organiser counted your bets: the crowd moved: your cash-out was taken back and your bet stands',
    );
    const refused = { ...change(0, 0, 0), cashOutRefused: { count: 2, coins: 150 } };
    expect(summaryText(summary({ snapshot: true, byAccount: { ann: refused } }), 'ann')).toBe('Site League: the organiser counted your bets: 2 cash-outs not counted (150 taken back)');
  });

  it('says what was settled and what the player won', () => {
    expect(summaryText(summary({ settled: 1, byAccount: { ann: change(180, 0, 0) } }), 'ann')).toBe(
      'Site League: 1 question got its result: you won 180',
    );
  });

  it('counts added and settled questions in the plural, with grouped numbers', () => {
    const text = summaryText(summary({ added: 2, settled: 3, byAccount: { ann: change(1080, 50, 1) } }), 'ann');
    expect(text).toBe('Site League: 2 questions added, 3 questions got their results: you won 1,080, you got back 50');
  });

  it('leaves the player’s part out when they had nothing in it, or nobody is logged in', () => {
    const changed = summary({ added: 1, byAccount: { bob: change(90, 0, 0) } });
    expect(summaryText(changed, 'ann')).toBe('Site League: 1 question added');
    expect(summaryText(changed, null)).toBe('Site League: 1 question added');
  });

  it('tells a player whose predictions all lost', () => {
    expect(summaryText(summary({ settled: 1, byAccount: { ann: change(0, 0, 2) } }), 'ann')).toBe(
      'Site League: 1 question got its result: you lost 2 predictions',
    );
  });

  it('tells a player whose bets a snapshot alone refunded as not counted', () => {
    expect(summaryText(summary({ snapshot: true, byAccount: { ann: change(0, 0, 0, { count: 2, coins: 150 }) } }), 'ann')).toBe(
      'Site League: the organiser counted your bets: 2 bets not counted (150 back)',
    );
  });

  it('says nothing of a snapshot that changed none of the player’s bets', () => {
    expect(summaryText(summary({ snapshot: true }), 'ann')).toBeNull();
  });

  it('is null when nothing changed', () => {
    expect(summaryText(summary(), 'ann')).toBeNull();
  });
});

describe('updateRefusalText', () => {
  it('names the league an update was not signed for', () => {
    expect(updateRefusalText({ reason: 'bad-signature' }, 'Site League')).toBe('This link failed the check: it was not sent by the organiser of Site League, or it was changed on the way. Ask the organiser for the link again.');
    expect(updateRefusalText({ ok: false, reason: 'bad-signature', leagueName: 'Site League' }, null)).toBe(
      'This link failed the check: it was not sent by the organiser of Site League, or it was changed on the way. Ask the organiser for the link again.',
    );
  });

  it('asks for an invite link when the key is not followed', () => {
    expect(updateRefusalText({ reason: 'unknown-league' }, null)).toBe(
      'This update link is not from the organiser of any league you are in. Ask your organiser for the invite link.',
    );
  });

  it('says where a gap starts and whose update conflicts, from the refusal itself', () => {
    expect(updateRefusalText({ ok: false, reason: 'gap', startsAt: 12, haveUpTo: 9 }, 'Site League')).toBe('You missed an earlier update: this link starts at step 12, and this phone has up to step 9. Open the earlier update link first, or ask the organiser for a new link.');
    expect(updateRefusalText({ ok: false, reason: 'conflict', leagueName: 'Office Cup' }, 'Site League')).toBe('This update from Office Cup does not match the one you already opened, so nothing changed. Ask the organiser which link is right.');
  });

  it('has a sentence for every other refusal, naming the league or this league', () => {
    for (const reason of ['not-an-update', 'too-large', 'malformed', 'broken-chain'] as const) {
      expect(updateRefusalText({ reason }, 'Site League')).toMatch(/\.$/);
    }
    expect(updateRefusalText({ reason: 'malformed' }, null)).toBe('This update from this league could not be read. Ask for the link again.');
  });
});
