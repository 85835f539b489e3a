// The pages issue 33 holds to the bar, in both languages, and the environment's way of narrowing
// them (`LIGHTHOUSE_ROUTES=/,/hi/wallet`).

const ENGLISH = ['/', '/prediction?id=1', '/leaderboard', '/wallet', '/profile', '/leagues', '/admin'];

/** '/' → '/hi', '/wallet' → '/hi/wallet'. */
export const inHindi = (route) => (route === '/' ? '/hi' : `/hi${route}`);

export const ALL_ROUTES = ENGLISH.flatMap((route) => [route, inHindi(route)]);

/** The pages whose largest paint is also measured under applied (devtools) throttling. */
export const DEVTOOLS_LCP_ROUTES = ['/', '/prediction?id=1'];

/** A comma list from the environment, or `fallback` when unset; an empty value means none. */
export function routesFrom(value, fallback) {
  if (value === undefined) return fallback;
  return value
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
}

/** A positive whole number from the environment, or `fallback`. */
export function countFrom(value, fallback) {
  const count = Number(value);
  return Number.isInteger(count) && count > 0 ? count : fallback;
}
