// Stand-ins for the store actions the picks panels load (components/leagues/picks/picks-port):
// the panels render and call; what the calls do is the store tests' business.

export const picksActions = { picksToSend: jest.fn(), markPicksSent: jest.fn().mockResolvedValue(undefined) };
export const collectActions = { collectPicks: jest.fn(), setPlayerAdmission: jest.fn().mockResolvedValue(true) };

export function picksPortMock() {
  return { loadPicksActions: async () => picksActions, loadCollectActions: async () => collectActions };
}
