// How the game is stored: its version, the steps up from older versions, the check of what is
// read and the packed form that is written. Shared by the store, the tests and `npm run bench`.

import type { EnvelopeSpec } from './envelope';
import { GAME_MIGRATIONS } from './migrations';
import { storedGameText } from './packed-game';
import { storedGameSchema, type GameState } from './schema';

export const GAME_VERSION = 5;

export const GAME_SPEC: EnvelopeSpec<GameState> = {
  version: GAME_VERSION,
  schema: storedGameSchema,
  migrations: GAME_MIGRATIONS,
  stateText: storedGameText,
};
