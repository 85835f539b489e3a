// A league run in one browser and played in two others, through the store as the screens drive it:
// Olga starts 'Office Cup' with one question and shares the invite; Asha and Ben each join from it
// in a browser of their own, bet, and make their picks link. The page is left on Olga's browser.

import { joinLeague, previewInvite } from '@/lib/store/browser-league-actions';
import { addLeagueQuestion, startLeague } from '@/lib/store/league-operator-actions';
import { inviteLink } from '@/lib/store/league-share-actions';
import { picksToSend } from '@/lib/store/picks-actions';
import { placeBetForSession } from '@/lib/store/player-actions';
import { ok } from '../game-fixtures';
import { draft, ENDS } from '../league/league-fixtures';
import { bytesOf, newBrowser, ORIGIN, switchTo, type Browser } from './browsers';

export interface PlayedLeague {
  olga: Browser;
  asha: Browser;
  ben: Browser;
  leagueId: string;
  question: string;
  /** Each player's picks link, made after their bet. */
  links: { asha: string; ben: string };
}

export interface Bet {
  choice: 'YES' | 'NO';
  amount: number;
}

async function joinsAndSends(username: string, invite: string | null, question: string, bet: Bet): Promise<{ browser: Browser; link: string }> {
  const browser = await newBrowser(username);
  const preview = await previewInvite(bytesOf(invite));
  if (!preview.ok) throw new Error(preview.message);
  ok(await joinLeague(preview.update));
  ok(await placeBetForSession({ marketId: question, ...bet }));
  const sent = await picksToSend(preview.preview.leagueId, ORIGIN);
  if (!sent.ok || sent.link === null) throw new Error('no picks link');
  return { browser, link: sent.link };
}

export async function playedLeague({ endTime = ENDS, asha = { choice: 'YES', amount: 100 }, ben = { choice: 'NO', amount: 200 } }: { endTime?: string; asha?: Bet; ben?: Bet } = {}): Promise<PlayedLeague> {
  const olga = await newBrowser('Olga');
  const leagueId = ok(await startLeague('Office Cup', 1000)).leagueId;
  ok(await addLeagueQuestion(leagueId, draft('Will the office win the cup?', { endTime })));
  const invite = ok(await inviteLink(leagueId, ORIGIN)).link;
  const question = `${leagueId}.1`;
  const ashas = await joinsAndSends('Asha', invite, question, asha);
  const bens = await joinsAndSends('Ben', invite, question, ben);
  await switchTo(olga);
  return { olga, asha: ashas.browser, ben: bens.browser, leagueId, question, links: { asha: ashas.link, ben: bens.link } };
}
