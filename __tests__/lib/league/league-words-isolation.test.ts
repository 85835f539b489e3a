import type { LeagueChangeSummary } from '@/lib/league/apply-update';
import { applyRefusalText, leagueNoteText, summaryText, updateRefusalText } from '@/lib/league/league-words';

// A name with a hidden override at its end would turn the rest of the sentence around; isolated
// between FSI and PDI it turns only itself.
const TURNED = 'Office Cup\u202e';
const ISOLATED = '\u2068Office Cup\u202e\u2069';

describe('league sentences made as strings', () => {
  it('isolate a name that could turn the sentence around it', () => {
    expect(leagueNoteText({ note: 'joined', leagueName: TURNED, walletCoins: 1000, announced: null })).toBe(
      `You joined ${ISOLATED}. Your ${ISOLATED} wallet starts with 1,000 coins.`,
    );
    expect(leagueNoteText({ note: 'left', leagueName: TURNED })).toContain(`You left ${ISOLATED}.`);
    expect(applyRefusalText({ ok: false, reason: 'conflict', leagueName: TURNED })).toBe(`This update from ${ISOLATED} does not match the one you already opened, so nothing changed. Ask the organiser which link is right.`);
    expect(updateRefusalText({ reason: 'too-large' }, TURNED)).toBe(`This update from ${ISOLATED} is too big to open.`);
    expect(summaryText({ leagueId: 'k7dq3mzpa2xw4rbt', name: TURNED, added: 1, settled: 0, byAccount: {} } as LeagueChangeSummary, null)).toBe(`${ISOLATED}: 1 question added`);
  });

  it('leave a left-to-right name as it is', () => {
    expect(leagueNoteText({ note: 'left', leagueName: 'Office Cup' })).toContain('You left Office Cup.');
    expect(applyRefusalText({ ok: false, reason: 'conflict', leagueName: 'Office Cup' })).toBe('This update from Office Cup does not match the one you already opened, so nothing changed. Ask the organiser which link is right.');
  });
});
