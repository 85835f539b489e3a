// The stored versions, apart from the specs so that the stores can name them without loading
// the schemas: those load with the first read.

export const GAME_VERSION = 8;
export const SESSION_VERSION = 1;
