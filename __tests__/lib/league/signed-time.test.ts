import { effectiveNowMs, questionNowMs, resultsAreStale, STALE_AFTER_MS } from '@/lib/league/signed-time';
import { DAY_MS } from '@/lib/display/time';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const LEAGUE = 'k7dq3mzpa2xw4rbt';
const iso = (ms: number) => new Date(ms).toISOString();

describe('effectiveNowMs', () => {
  it('is the signed time when the device clock is behind it', () => {
    expect(effectiveNowMs(NOW - DAY_MS, { signedAt: iso(NOW) })).toBe(NOW);
  });

  it('is the device clock when the signed time is behind it', () => {
    expect(effectiveNowMs(NOW, { signedAt: iso(NOW - DAY_MS) })).toBe(NOW);
  });

  it('is the device clock for a league with no signed time, or no league', () => {
    expect(effectiveNowMs(NOW, {})).toBe(NOW);
    expect(effectiveNowMs(NOW, undefined)).toBe(NOW);
  });
});

describe('questionNowMs', () => {
  const leagues = [{ id: LEAGUE, signedAt: iso(NOW + DAY_MS) }];

  it("judges a league question by its league's signed time when that is later than the clock", () => {
    expect(questionNowMs(NOW, { leagueId: LEAGUE }, leagues)).toBe(NOW + DAY_MS);
  });

  it('keeps the plain clock for a practice question, whatever any league signed', () => {
    expect(questionNowMs(NOW, { leagueId: null }, leagues)).toBe(NOW);
  });

  it('keeps the plain clock for a question of a league this browser does not follow', () => {
    expect(questionNowMs(NOW, { leagueId: 'aaaabbbbccccdddd' }, leagues)).toBe(NOW);
  });
});

describe('resultsAreStale', () => {
  const signedAt = iso(NOW);

  it('is false at exactly a week after the signed time', () => {
    expect(STALE_AFTER_MS).toBe(7 * DAY_MS);
    expect(resultsAreStale(NOW + 7 * DAY_MS, { signedAt })).toBe(false);
  });

  it('is true just over a week after the signed time', () => {
    expect(resultsAreStale(NOW + 7 * DAY_MS + 1, { signedAt })).toBe(true);
  });

  it('is false for fresh results and for a clock set before the signed time', () => {
    expect(resultsAreStale(NOW + DAY_MS, { signedAt })).toBe(false);
    expect(resultsAreStale(NOW - 30 * DAY_MS, { signedAt })).toBe(false);
  });

  it('says nothing of a league with no signed time', () => {
    expect(resultsAreStale(NOW + 365 * DAY_MS, {})).toBe(false);
    expect(resultsAreStale(NOW, undefined)).toBe(false);
  });
});
