// When a new deploy takes over and when to say so. A deploy is fetched in the background during
// one visit and waits; at the start of a later visit, with nothing in progress, the page lets it
// take over and reloads on it, so a running page never swaps its code mid-bet.

export interface UpdateSituation {
  /** A page from an earlier deploy's service worker, i.e. not the very first visit. */
  controlled: boolean;
  /** A newer service worker is installed and waiting. */
  waiting: boolean;
  /** A dialog (a bet, a login, a top-up) is open. */
  busy: boolean;
}

export function mayTakeOver({ controlled, waiting, busy }: UpdateSituation): boolean {
  return controlled && waiting && !busy;
}

/** The first page of a new deploy in a browser that ran an older one. */
export function isNewDeploy(lastSeen: string | null, current: string): boolean {
  return lastSeen !== null && lastSeen !== current;
}
