// The game before anything happened: an empty collection of every kind memory holds as a list,
// the default settings, and no catalogue seeded yet.

import type { GameData } from './game';
import { LIST_KINDS, type ListKind } from './record-kinds';
import type { Settings } from './settings';

export const DEFAULT_SETTINGS: Settings = { platformName: 'PredictoPlay', dailyBonus: 50 };

export const EMPTY_GAME_DATA: GameData = {
  ...(Object.fromEntries(LIST_KINDS.map((name) => [name, []])) as unknown as Pick<GameData, ListKind>),
  seededAt: null,
  settings: DEFAULT_SETTINGS,
};
