// Stand-ins for the store actions the league screens call (components/leagues/league-port),
// and an operated league in memory to render the operator's section from.

import type { LeagueEvent } from '@/lib/model/league';
import type { OperatedLeague } from '@/lib/model/operated-league';
import { useGameStore } from '@/lib/store/game-store';

export function portMock() {
  return {
    startLeague: jest.fn(),
    addLeagueQuestion: jest.fn(),
    addLeagueQuestionsFromFile: jest.fn(),
    settleLeagueQuestion: jest.fn(),
    inviteLink: jest.fn(),
    updateLink: jest.fn(),
    markShared: jest.fn().mockResolvedValue(true),
    downloadUpdateFile: jest.fn(),
    updateFile: jest.fn(),
    downloadKeyFile: jest.fn(),
    takeOverLeague: jest.fn(),
    applyUpdateFile: jest.fn(),
    leaveLeague: jest.fn(),
    joinLeague: jest.fn(),
    openFragment: jest.fn(),
  };
}

export const OPERATED_ID = 'abcdabcdabcdabcd';
const HASH = 'A'.repeat(43);
const AT = '2026-11-20T10:00:00.000Z';

export function operatedLeague(accountId: string, extra: LeagueEvent[] = []): OperatedLeague {
  const events: LeagueEvent[] = [
    { type: 'started', seq: 1, prev: '', at: AT, name: 'Office Cup', startingCoins: 1000 },
    {
      type: 'question-added',
      seq: 2,
      prev: HASH,
      at: AT,
      id: `${OPERATED_ID}.1`,
      question: 'Will the printer work on Monday?',
      category: 'Sports',
      description: '',
      endTime: '2026-12-01T10:00:00.000Z',
    },
    ...extra,
  ];
  return {
    id: OPERATED_ID,
    accountId,
    privateJwk: { kty: 'EC', crv: 'P-256', d: HASH, x: HASH, y: HASH },
    publicKey: 'B'.repeat(87),
    events,
    hashes: events.map(() => HASH),
    sharedUpTo: 0,
    createdAt: AT,
  };
}

export function runLeague(league: OperatedLeague): void {
  useGameStore.setState((state) => ({ operatedLeagues: [...state.operatedLeagues, league] }));
}
