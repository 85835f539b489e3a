// Shows the settled news as system notifications, for the accounts that asked for them; from a
// page or from the service worker. Issue 32 fills this in.

import type { SettledNews } from '../notify/settled-news';

export async function notifySettled(news: readonly SettledNews[]): Promise<void> {
  void news;
}
