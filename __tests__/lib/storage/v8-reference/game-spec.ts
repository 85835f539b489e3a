// Version 8's own reading and writing of the localStorage game, kept as a reference for the
// tests once the app stopped storing it (issue 18): the envelope's migrations, the packed
// schema and the packer, exactly as lib/storage had them. The app's move to IndexedDB reads the
// old key with its own frozen decoder (lib/storage/migrations/v8); these tests show the two agree,
// and write version 8 games for the move's tests.

import { codecFor, type EnvelopeSpec } from '@/lib/storage/envelope';
import { GAME_MIGRATIONS } from '@/lib/storage/migrations';
import { packGame } from './packed-game';
import { storedGameSchema, type GameState } from './schema';

export const GAME_SPEC: EnvelopeSpec<GameState> = {
  version: 8,
  schema: storedGameSchema,
  migrations: GAME_MIGRATIONS,
  stateText: (data) => JSON.stringify(packGame(data)),
};

export const GAME_CODEC = codecFor(GAME_SPEC);
