// The game before anything happened, and the admin's settings until changed. Apart from the
// schemas (game.ts) so that code running on every page can start from them without loading them.

import type { GameData } from './game';
import type { Settings } from './settings';

export const DEFAULT_SETTINGS: Settings = { platformName: 'PredictoPlay', dailyBonus: 50 };

export const EMPTY_GAME_DATA: GameData = {
  markets: [],
  seededAt: null,
  accounts: [],
  ledger: [],
  positions: [],
  settings: DEFAULT_SETTINGS,
  leagues: [],
  operatedLeagues: [],
  memberships: [],
};
