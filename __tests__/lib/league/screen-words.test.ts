import { inviteShareMessage, updateShareMessage } from '@/lib/league/screen-words';
import { changesSince } from '@/lib/league/update-changes';
import type { LeagueEvent } from '@/lib/model/league';

const event = (type: LeagueEvent['type'], seq: number) => ({ type, seq });

describe('share messages', () => {
  it('name the league an invite is for', () => {
    expect(inviteShareMessage('Office Cup', 'PredictoPlay')).toBe("Join my league 'Office Cup' on PredictoPlay");
  });

  it('isolate a name that could turn the message around', () => {
    expect(inviteShareMessage('Office Cup\u202e', 'PredictoPlay')).toBe("Join my league '\u2068Office Cup\u202e\u2069' on PredictoPlay");
  });

  it('name what an update carries: results first, with the standings', () => {
    expect(updateShareMessage({ leagueName: 'Office Cup', added: 0, settled: 2 })).toBe('Office Cup: 2 results, standings inside');
    expect(updateShareMessage({ leagueName: 'Office Cup', added: 1, settled: 1 })).toBe('Office Cup: 1 result and 1 new question, standings inside');
    expect(updateShareMessage({ leagueName: 'Office Cup', added: 3, settled: 0 })).toBe('Office Cup: 3 new questions');
    expect(updateShareMessage({ leagueName: 'Office Cup', added: 0, settled: 0 })).toBe('Office Cup: the latest questions and results');
  });
});

describe('changesSince', () => {
  const events = [event('started', 1), event('question-added', 2), event('question-added', 3), event('resolved', 4), event('voided', 5), event('renamed', 6), event('question-added', 7)];

  it('counts questions added and settled after the last shared event', () => {
    expect(changesSince(events, 3)).toEqual({ added: 1, settled: 2 });
  });

  it('counts the whole log when nothing was shared yet', () => {
    expect(changesSince(events, 0)).toEqual({ added: 3, settled: 2 });
  });
});
