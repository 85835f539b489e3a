// The login session of this browser tab: who is logged in, if anyone.

import * as v from 'valibot';
import { idSchema } from './fields';

export const sessionSchema = v.strictObject({
  accountId: v.nullable(idSchema),
});

export type Session = v.InferOutput<typeof sessionSchema>;
