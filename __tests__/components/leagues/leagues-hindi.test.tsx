import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaguesView } from '@/components/leagues/leagues-view';
import { LeagueCard } from '@/components/leagues/league-card';
import { applyRefusalText, inviteRefusalText } from '@/lib/league/league-words';
import { seasonRefusedText } from '@/lib/league/season-words';
import type { Account } from '@/lib/model/account';
import type { LeagueRow } from '@/lib/stats/league-wallets';
import { useClockStore } from '@/lib/store/clock-store';
import { devanagariShare, inHindi } from '../../i18n/hindi';
import { followLeagueInMemory, leagueQuestion, makeLeague, SITE_LEAGUE_ID } from '../leagues-fixture';
import { logInAs, startApp } from '../players';

jest.mock('@/components/leagues/league-port', () => jest.requireActual('./league-port-mock').portMock());

const UPDATED = '2026-11-20T10:00:00.000Z';
let player: Account;

beforeEach(async () => {
  await startApp();
  player = logInAs('p@example.com');
  useClockStore.setState({ now: Date.parse(UPDATED) + 3 * 3_600_000 });
});

async function renderView() {
  const view = render(<LeaguesView />);
  await screen.findByLabelText('नतीजों की फ़ाइल खोलें');
  await screen.findByLabelText('लिंक से जुड़ें');
  return view;
}

describe('the leagues screen in Hindi', () => {
  inHindi();

  it('says there is no league yet, with its buttons and fields in Hindi', async () => {
    const { container } = await renderView();
    expect(screen.getByText(/आप अभी किसी लीग में नहीं हैं/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लीग शुरू करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लिंक खोलें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'लीग शुरू करें या जुड़ें' })).toBeInTheDocument();
    expect(screen.getByText('और विकल्प')).toBeInTheDocument();
    expect(devanagariShare(container.textContent ?? '')).toBeGreaterThan(0.9);
  });

  it('says a pasted text without a link in Hindi', async () => {
    const user = userEvent.setup();
    await renderView();
    await user.type(screen.getByLabelText('लिंक से जुड़ें'), 'कल मिलते हैं');
    await user.click(screen.getByRole('button', { name: 'लिंक खोलें' }));
    expect(screen.getByText(/इस टेक्स्ट में लीग का कोई लिंक नहीं है।/)).toHaveAttribute('role', 'alert');
  });

  it('shows a league card in Hindi: coins, league code and leave, the league name as typed', async () => {
    followLeagueInMemory(makeLeague({ updatedAt: UPDATED }), [leagueQuestion(SITE_LEAGUE_ID, 1)], [player.id]);
    await renderView();
    const list = screen.getByRole('list', { name: 'आपकी लीग' });
    const card = within(list).getByRole('article', { name: 'Site League' });
    expect(card).toHaveTextContent('सिक्के');
    expect(within(card).getByText('लीग कोड')).toBeInTheDocument();
    expect(within(card).getByText('आख़िरी अपडेट')).toBeInTheDocument();
    expect(within(card).getByText(/जीत पर कितना मिलता है/)).toBeInTheDocument();
  });

  it('words a league card for a visitor in Hindi', () => {
    const row = { id: SITE_LEAGUE_ID, name: 'Office Cup', balance: null, updatedAt: UPDATED, payout: 'pool' } as unknown as LeagueRow;
    render(<LeagueCard row={row} nowMs={null} />);
    expect(screen.getByText('अपने सिक्के देखने के लिए लॉग इन करें')).toBeInTheDocument();
    expect(screen.getByText(/कुल सिक्के बाँटें/)).toBeInTheDocument();
  });
});

describe('league errors in Hindi', () => {
  inHindi();

  it('says a missed update in plain Hindi: what happened and what to do', () => {
    const text = applyRefusalText({ ok: false, reason: 'gap', startsAt: 12, haveUpTo: 9 });
    expect(text).toBe('आपसे पहले का एक अपडेट छूट गया है: यह लिंक चरण 12 से शुरू होता है, और इस फ़ोन में चरण 9 तक है। पहले वाला लिंक पहले खोलें, या आयोजक से नया लिंक माँगें।');
    expect(devanagariShare(text)).toBe(1);
  });

  it('says a changed invite and a refused season file in Hindi', () => {
    expect(inviteRefusalText('bad-signature')).toBe('यह न्योता जाँच में सही नहीं निकला: यह रास्ते में बदल गया। आयोजक से लिंक दोबारा भेजने को कहें।');
    expect(seasonRefusedText(1, 'questions')).toBe('कुछ नहीं जोड़ा गया: फ़ाइल में यह गड़बड़ी ठीक करके फिर से कोशिश करें।');
    expect(seasonRefusedText(3, 'results')).toBe('कोई नतीजा नहीं दिया गया: फ़ाइल में ये 3 गड़बड़ियाँ ठीक करके फिर से कोशिश करें।');
  });
});
