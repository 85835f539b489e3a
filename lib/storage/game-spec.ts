// How the game is stored: its version, the steps up from older versions, the check of what is
// read and the packed form that is written. Shared by the store (which loads it on its first
// read), the tests and `npm run bench`.

import { codecFor, type EnvelopeSpec } from './envelope';
import { GAME_MIGRATIONS } from './migrations';
import { storedGameText } from './stored-game-text';
import { storedGameSchema, type GameState } from './schema';
import { GAME_VERSION } from './versions';

export { GAME_VERSION };

export const GAME_SPEC: EnvelopeSpec<GameState> = {
  version: GAME_VERSION,
  schema: storedGameSchema,
  migrations: GAME_MIGRATIONS,
  stateText: storedGameText,
};

export const GAME_CODEC = codecFor(GAME_SPEC);
