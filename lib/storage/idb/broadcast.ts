// Tabs stay in step: after a commit, a tab announces on a BroadcastChannel which records it
// changed (store names and keys, never the records), and every other tab re-reads just those.
// A message is checked like anything else read; a browser without BroadcastChannel simply has
// no announcements, and each tab still never writes over a newer record (see commit.ts).

import * as v from 'valibot';
import { idSchema } from '../../model/fields';
import { CHANGES_CHANNEL } from '../keys';
import { DATA_STORES, type DataStore } from './record-stores';

/** Keys changed (written or deleted), by store. */
export type ChangedKeys = { [S in DataStore]?: string[] };

const changedKeysSchema = v.strictObject(
  Object.fromEntries(DATA_STORES.map((store) => [store, v.optional(v.array(idSchema))])) as Record<DataStore, v.OptionalSchema<v.ArraySchema<typeof idSchema, undefined>, undefined>>,
);

const messageSchema = v.strictObject({ kind: v.literal('changed'), changed: changedKeysSchema });

export interface ChangeChannel {
  /** Tells the other tabs; never throws (a closed channel or one that cannot post says nothing). */
  announce(changed: ChangedKeys): void;
  /** Calls `onChange` for each announcement from another tab; returns how to stop. */
  listen(onChange: (changed: ChangedKeys) => void): () => void;
  close(): void;
}

export type ChannelFactory = (name: string) => BroadcastChannel;

function browserChannel(name: string): BroadcastChannel {
  return new BroadcastChannel(name);
}

/** The channel of this tab, or null where there is no BroadcastChannel. */
export function openChangeChannel(create: ChannelFactory | null = typeof BroadcastChannel === 'undefined' ? null : browserChannel): ChangeChannel | null {
  if (!create) return null;
  let channel: BroadcastChannel;
  try {
    channel = create(CHANGES_CHANNEL);
  } catch {
    return null;
  }
  return {
    announce(changed) {
      const stores = Object.keys(changed) as DataStore[];
      if (!stores.some((store) => (changed[store]?.length ?? 0) > 0)) return;
      try {
        channel.postMessage({ kind: 'changed', changed });
      } catch {
        // Closed, or the message could not be cloned: the other tabs catch up on their next read.
      }
    },
    listen(onChange) {
      const handle = (event: MessageEvent) => {
        const message = v.safeParse(messageSchema, event.data);
        if (message.success) onChange(message.output.changed);
      };
      channel.addEventListener('message', handle);
      return () => channel.removeEventListener('message', handle);
    },
    close() {
      channel.close();
    },
  };
}
