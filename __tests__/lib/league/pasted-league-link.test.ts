import { pastedLeagueLink } from '@/lib/league/pasted-league-link';

describe('pastedLeagueLink', () => {
  it('finds the invite fragment in a link or in the chat message around it', () => {
    expect(pastedLeagueLink('https://example.test/leagues#join=AbC_-9')).toEqual({ ok: true, hash: '#join=AbC_-9' });
    expect(pastedLeagueLink("Join my league 'Office Cup' https://example.test/leagues#update=xyz. See you")).toEqual({ ok: true, hash: '#update=xyz' });
  });

  it('says when nothing was pasted or the text holds no league link', () => {
    expect(pastedLeagueLink('  ')).toEqual({ ok: false, reason: 'empty' });
    expect(pastedLeagueLink('https://example.test/leagues#main')).toEqual({ ok: false, reason: 'no-league-link' });
  });
});
