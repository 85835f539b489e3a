// How the login session is stored. Loaded by the session store with its first read.

import { codecFor, type EnvelopeSpec } from './envelope';
import { SESSION_MIGRATIONS } from './migrations';
import { sessionStateSchema, type SessionState } from './schema';
import { SESSION_VERSION } from './versions';

const SESSION_SPEC: EnvelopeSpec<SessionState> = {
  version: SESSION_VERSION,
  schema: sessionStateSchema,
  migrations: SESSION_MIGRATIONS,
};

export const SESSION_CODEC = codecFor(SESSION_SPEC);
