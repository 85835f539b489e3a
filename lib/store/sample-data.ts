// The one module that reads data/: the sample catalogue that seeds a first visit and the sample
// leaderboards shown beside the player. Everything else reaches the samples through here (lint
// forbids data/ anywhere else), so what ships as sample content has one door. The stores load
// this module lazily (see hydrate-stores.ts), which keeps the catalogue out of every first load.

export { MARKET_SEEDS as SAMPLE_CATALOGUE, FORMER_SAMPLE_TEXTS } from '@/data/markets';
export { LEADERBOARDS as SAMPLE_LEADERBOARDS } from '@/data/leaderboard';
export { TUTORIAL_SEED } from '@/data/tutorial';
