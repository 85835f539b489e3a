// A membership's id, apart from its schema (membership.ts) so that the rules every bet checks
// (lib/league/membership-rules.ts) load no validation code.

/** One membership per league and account. */
export function membershipId(leagueId: string, accountId: string): string {
  return `${leagueId}:${accountId}`;
}
