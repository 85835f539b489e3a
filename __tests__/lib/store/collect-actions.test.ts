// The organiser collecting picks in the browser that runs the league, against a real IndexedDB
// (fake-indexeddb) and real player keys: pasted chat text, a link opened, a WhatsApp chat export
// whose message times prove arrival; a damaged link refused changing nothing; a card seen twice;
// a card opened anywhere but its organiser's browser; admitting and ignoring players.

import { COLLECT_WORDS } from '@/lib/league/organiser/collect-words';
import { collectPicks, collectPicksLink, setPlayerAdmission } from '@/lib/store/collect-actions';
import { useGameStore } from '@/lib/store/game-store';
import { useSessionStore } from '@/lib/store/session-store';
import { fixtureText, payload } from '../league/chat-export/chat-fixtures';
import { NOW } from '../league/league-fixtures';
import { bytesOf, switchTo } from './browsers';
import { playedLeague, type PlayedLeague } from './picks-league';
import { storageSnapshot, stored } from './stored-game';

// After the chat export's messages (26 November, India time), so the picks it carries are in time.
const ENDS_AFTER_CHAT = '2026-11-30T12:00:00.000Z';

let league: PlayedLeague;

beforeEach(async () => {
  let clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
  league = await playedLeague({ endTime: ENDS_AFTER_CHAT });
});

const operated = () => useGameStore.getState().operatedLeagues.find((each) => each.id === league.leagueId);
const payloadOf = (link: string) => link.slice(link.indexOf('#picks=') + '#picks='.length);

/** The link with one character of its payload changed (within base64url), as a mistyped or tampered link would be. */
function withOneCharChanged(link: string): string {
  const at = link.indexOf('#picks=') + 60;
  return `${link.slice(0, at)}${link[at] === 'A' ? 'B' : 'A'}${link.slice(at + 1)}`;
}

describe('collectPicks', () => {
  it('collects every picks link in pasted chat text, and says per player what was new', async () => {
    const text = `Asha: here are mine ${league.links.asha}\nBen: and mine\n${league.links.ben} thanks`;
    const outcome = await collectPicks({ text });
    expect(outcome).toMatchObject({ ok: true, lines: ['Picks from Asha: 1 new (new player: choose Count to include these)', 'Picks from Ben: 1 new (new player: choose Count to include these)'] });
    expect(outcome.reports.map((report) => [report.name, report.newPlayer, report.admission])).toEqual([
      ['Asha', true, 'pending'],
      ['Ben', true, 'pending'],
    ]);
    const kept = (await stored()).operatedLeagues[0];
    expect(kept?.players?.map((player) => player.name)).toEqual(['Asha', 'Ben']);
    expect(kept?.picks?.map((pick) => [pick.questionId, pick.choice, pick.amount, pick.proof])).toEqual([
      [league.question, 'YES', 100, 'received'],
      [league.question, 'NO', 200, 'received'],
    ]);
  });

  it('refuses a link with one character changed, and changes nothing', async () => {
    const before = await storageSnapshot();
    const outcome = await collectPicks({ text: `Asha: ${withOneCharChanged(league.links.asha)}` });
    expect(outcome).toEqual({ ok: false, lines: ['1 picks link not counted: damaged, or not sent by its player.'], reports: [] });
    expect(operated()?.picks).toBeUndefined();
    expect(await storageSnapshot()).toEqual(before);
  });

  it('says a card collected before is already seen, and keeps its picks once', async () => {
    expect((await collectPicksLink(bytesOf(league.links.asha))).lines).toEqual(['Picks from Asha: 1 new (new player: choose Count to include these)']);
    const again = await collectPicks({ text: league.links.asha });
    expect(again.lines).toEqual(['Picks from Asha: already seen (new player: choose Count to include these)']);
    expect(operated()?.picks).toHaveLength(1);
  });

  it('takes the time of each chat message as the proof of arrival from a WhatsApp chat export', async () => {
    // A committed export (narrow no-break spaces, marks around a phone number, a 12-hour clock)
    // with its first two picks links made real: Asha's and Ben's.
    const text = fixtureText('android-day-first-12h.txt').replace(payload('P1'), payloadOf(league.links.asha)).replace(payload('P2'), payloadOf(league.links.ben));
    const file = { name: 'WhatsApp Chat with Office Cup.txt', bytes: new TextEncoder().encode(text) };
    const outcome = await collectPicks({ files: [file] });
    expect(outcome.ok).toBe(true);
    // The export's other picks links are test payloads that no player signed.
    expect(outcome.lines).toEqual(['Picks from Asha: 1 new (new player: choose Count to include these)', 'Picks from Ben: 1 new (new player: choose Count to include these)', '2 picks links not counted: damaged, or not sent by their players.']);
    expect(operated()?.picks?.map((pick) => [pick.amount, pick.arrivedAt, pick.proof])).toEqual([
      [100, '2026-11-26T15:35:59.999Z', 'chat-message'],
      [200, '2026-11-26T15:37:59.999Z', 'chat-message'],
    ]);
  });

  it('says that a file which is neither picks nor a chat export is not one', async () => {
    const outcome = await collectPicks({ files: [{ name: 'photo.jpg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]) }] });
    expect(outcome).toEqual({ ok: false, lines: [COLLECT_WORDS.notAChat], reports: [] });
  });

  it('tells a player who opens a picks link that it is for the organiser, and changes nothing', async () => {
    await switchTo(league.ben);
    const before = await storageSnapshot();
    expect(await collectPicksLink(bytesOf(league.links.asha))).toEqual({ ok: false, lines: [COLLECT_WORDS.picksForOrganiser], reports: [] });
    expect(await storageSnapshot()).toEqual(before);
    useSessionStore.setState({ accountId: null });
    expect(await collectPicks({ text: league.links.asha })).toEqual({ ok: false, lines: [COLLECT_WORDS.picksForOrganiser], reports: [] });
  });
});

describe('setPlayerAdmission', () => {
  it('admits or ignores a collected player, remembered with the league', async () => {
    const { reports } = await collectPicks({ text: `${league.links.asha} ${league.links.ben}` });
    const [asha, ben] = reports.map((report) => report.playerId);
    expect(await setPlayerAdmission(league.leagueId, asha ?? '', 'admitted')).toBe(true);
    expect(await setPlayerAdmission(league.leagueId, ben ?? '', 'ignored')).toBe(true);
    expect((await stored()).operatedLeagues[0]?.players?.map((player) => [player.name, player.admission])).toEqual([
      ['Asha', 'admitted'],
      ['Ben', 'ignored'],
    ]);
  });

  it('refuses anyone but the league’s organiser', async () => {
    const { reports } = await collectPicks({ text: league.links.asha });
    useSessionStore.setState({ accountId: league.asha.accountId });
    expect(await setPlayerAdmission(league.leagueId, reports[0]?.playerId ?? '', 'admitted')).toBe(false);
    useSessionStore.setState({ accountId: null });
    expect(await setPlayerAdmission(league.leagueId, reports[0]?.playerId ?? '', 'admitted')).toBe(false);
    expect(operated()?.players?.[0]?.admission).toBe('pending');
  });
});
