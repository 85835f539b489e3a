// Followed leagues whose names read the same (look-alike.ts), however they came together: joined
// beside each other after the join screen's warning, or one renamed by a signed update later.
// Derived from the leagues alone, so it holds for as long as both names do and no longer.

import type { League } from '../model/league';
import { lookAlikeKey } from './look-alike';

type Named = Pick<League, 'id' | 'name'>;

/** For each league whose name looks like another's, the others, in the order given. A league alone in its look is absent. */
export function lookAlikeClashes<L extends Named>(leagues: readonly L[]): Map<string, L[]> {
  const byKey = new Map<string, L[]>();
  for (const league of leagues) {
    const key = lookAlikeKey(league.name);
    byKey.set(key, [...(byKey.get(key) ?? []), league]);
  }
  const clashes = new Map<string, L[]>();
  for (const group of byKey.values()) {
    if (group.length < 2) continue;
    for (const league of group) clashes.set(league.id, group.filter((other) => other.id !== league.id));
  }
  return clashes;
}
