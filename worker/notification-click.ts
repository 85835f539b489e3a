// Opening a notification: it closes, and the page it names (event.notification.data.url, the
// league the news is about) comes forward in a window already open on it, or opens in a new one.
// Only this site's own pages: an address of another origin opens the worker's scope instead.

/** A window of this site the worker can see (WindowClient, trimmed to what is used). */
export interface OpenWindow {
  url: string;
  focus(): Promise<unknown>;
}

/** What the click needs of the worker's globals. */
export interface ClickEnvironment {
  /** The worker's origin and scope, e.g. 'https://predictoplay.app' and 'https://predictoplay.app/hi/'. */
  origin: string;
  scope: string;
  windows: () => Promise<readonly OpenWindow[]>;
  openWindow: (url: string) => Promise<unknown>;
}

/** The address to open: the notification's own when it is of this origin, else the scope. */
export function clickTarget(data: unknown, { origin, scope }: Pick<ClickEnvironment, 'origin' | 'scope'>): string {
  const raw = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  if (typeof raw !== 'string') return scope;
  try {
    const url = new URL(raw, scope);
    return url.origin === origin ? url.href : scope;
  } catch {
    return scope;
  }
}

/** Focuses a window open at the target, or opens one. */
export async function openClicked(data: unknown, env: ClickEnvironment): Promise<void> {
  const target = clickTarget(data, env);
  const open = (await env.windows()).find((window) => window.url === target);
  if (open) await open.focus();
  else await env.openWindow(target);
}
