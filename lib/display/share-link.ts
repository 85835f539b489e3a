// Sharing a page: the system share sheet where the browser has one, else the link copied to the
// clipboard. The browser's abilities are passed in, so every branch can be tested without one.
// A player closing the share sheet is a choice, not a failure, and is reported as such.

export interface ShareTarget {
  title: string;
  url: string;
}

/** The parts of `navigator` sharing uses; either may be missing. */
export interface ShareAbilities {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export async function shareLink(target: ShareTarget, abilities: ShareAbilities): Promise<ShareOutcome> {
  if (abilities.share) {
    try {
      await abilities.share({ title: target.title, url: target.url });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // Any other refusal (no permission, data the sheet rejects): copying still helps.
    }
  }
  if (!abilities.clipboard) return 'failed';
  try {
    await abilities.clipboard.writeText(target.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
