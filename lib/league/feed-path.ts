// Where the deploy publishes the site league's feed: the one name for that path. The browser
// fetches it (lib/store/site-league-feed.ts), the command line writes it under public/
// (scripts/league/league-files.ts), and the two .mjs files that cannot import TypeScript
// (scripts/build-sw.mjs, next.config.mjs) repeat it, held equal by __tests__/architecture/feed-path.test.ts.

export const FEED_PATH = '/league/feed.json';
