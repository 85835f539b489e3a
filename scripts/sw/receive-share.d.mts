// Types of receive-share.mjs for the TypeScript that tests it.

export interface ShareCache {
  put(key: string, response: Response): Promise<void>;
  delete(key: string): Promise<boolean>;
}

export function isShareTarget(options: { url: URL; sameOrigin: boolean }): boolean;

export function receiveShare(
  options: { request: Request },
  cacheStorage?: { open(name: string): Promise<ShareCache> },
): Promise<Response>;
