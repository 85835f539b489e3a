// Periodic Background Sync of the site league's feed, where the browser has it (an installed app
// on Android Chrome). Issue 32 fills this in.

/** How settled results reach this player on this device. */
export type ResultChannel = 'background' | 'open-app' | 'visit-note';

/** Which channel holds here: the worker woken in the background, a notification while the app is open, or only the visit note. */
export async function resultChannel(): Promise<ResultChannel> {
  return 'visit-note';
}

/** Registers the twice-a-day background check when this browser allows it; whether it did. */
export async function startBackgroundFeedSync(): Promise<boolean> {
  return false;
}
