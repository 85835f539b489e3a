/**
 * @jest-environment node
 */
import { isShareTarget, receiveShare } from '@/scripts/sw/receive-share.mjs';
import { MAX_SHARED_FILE_BYTES, SHARED_CACHE, SHARED_LANDING, SHARE_TARGET_ACTION } from '@/lib/share/share-target';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeCaches } from '../../fake-caches';

const ORIGIN = 'https://predictoplay.test';

function sharePost(fields: Record<string, string | File>): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(new URL(SHARE_TARGET_ACTION, ORIGIN), { method: 'POST', body: form });
}

/** A request whose form holds a file claiming `size` bytes, without making that many. */
function postOfSize(size: number): Request {
  const file = { name: 'big.zip', type: 'application/zip', size };
  const form = { get: () => null, getAll: (name: string) => (name === 'chat' ? [file] : []) };
  return { url: `${ORIGIN}${SHARE_TARGET_ACTION}`, headers: new Headers(), formData: async () => form } as unknown as Request;
}

describe('the service worker’s share target', () => {
  it('answers only a same-origin request to the manifest’s action', () => {
    expect(isShareTarget({ url: new URL(SHARE_TARGET_ACTION, ORIGIN), sameOrigin: true })).toBe(true);
    expect(isShareTarget({ url: new URL(SHARE_TARGET_ACTION, ORIGIN), sameOrigin: false })).toBe(false);
    expect(isShareTarget({ url: new URL('/leagues', ORIGIN), sameOrigin: true })).toBe(false);
    expect(isShareTarget({ url: new URL('/leagues?share=other', ORIGIN), sameOrigin: true })).toBe(false);
  });

  it('keeps a shared chat file and redirects to the leagues page with a 303', async () => {
    const caches = fakeCaches();
    const chat = new File(['12/01/2027, 9:15 pm - Asha: /leagues#picks=abc'], 'WhatsApp Chat with Office.txt', { type: 'text/plain' });

    const response = await receiveShare({ request: sharePost({ chat }) }, caches);

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(new URL(SHARED_LANDING, ORIGIN).href);
    const kept = await (await caches.open(SHARED_CACHE)).match('/shared/file');
    expect(await kept?.text()).toBe('12/01/2027, 9:15 pm - Asha: /leagues#picks=abc');
    expect(decodeURIComponent(kept?.headers.get('x-shared-name') ?? '')).toBe('WhatsApp Chat with Office.txt');
  });

  it('keeps shared text and a link, one per line, and no file when none came', async () => {
    const caches = fakeCaches();

    await receiveShare({ request: sharePost({ title: 'Picks', text: 'My picks for Office Cup', url: `${ORIGIN}/leagues#picks=xyz` }) }, caches);

    const cache = await caches.open(SHARED_CACHE);
    expect(await (await cache.match('/shared/text'))?.text()).toBe(`Picks\nMy picks for Office Cup\n${ORIGIN}/leagues#picks=xyz`);
    expect(caches.keys(SHARED_CACHE)).toEqual(['/shared/text']);
  });

  it('replaces what an earlier share left unread', async () => {
    const caches = fakeCaches();
    await receiveShare({ request: sharePost({ chat: new File(['old'], 'old.txt', { type: 'text/plain' }) }) }, caches);

    await receiveShare({ request: sharePost({ text: 'new' }) }, caches);

    expect(caches.keys(SHARED_CACHE)).toEqual(['/shared/text']);
  });

  it('keeps a file at the 50 MB cap', async () => {
    const put = jest.fn(async () => undefined);

    const response = await receiveShare({ request: postOfSize(MAX_SHARED_FILE_BYTES) }, { open: async () => ({ put, delete: async () => true }) });

    expect(response.headers.get('location')).toBe(new URL(SHARED_LANDING, ORIGIN).href);
    expect(put).toHaveBeenCalledWith('/shared/file', expect.any(Response));
  });

  it('refuses a file over the 50 MB cap: nothing is kept and the landing says so', async () => {
    const caches = fakeCaches();

    const response = await receiveShare({ request: postOfSize(MAX_SHARED_FILE_BYTES + 1) }, caches);

    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('refused')).toBe('too-large');
    expect(caches.keys(SHARED_CACHE)).toEqual([]);
  });

  it('refuses a request that declares more than the cap without reading its body', async () => {
    const formData = jest.fn();
    const request = {
      url: `${ORIGIN}${SHARE_TARGET_ACTION}`,
      headers: new Headers({ 'content-length': String(MAX_SHARED_FILE_BYTES * 2) }),
      formData,
    } as unknown as Request;

    const response = await receiveShare({ request }, fakeCaches());

    expect(formData).not.toHaveBeenCalled();
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('refused')).toBe('too-large');
  });

  it('uses nothing but its own body and the worker’s globals, since its source is copied into the worker', async () => {
    const copied = new Function(`return (${receiveShare.toString()})`)() as typeof receiveShare;
    const caches = fakeCaches();

    const response = await copied({ request: sharePost({ text: 'hello' }) }, caches);

    expect(response.status).toBe(303);
    expect(caches.keys(SHARED_CACHE)).toEqual(['/shared/text']);
    const match = new Function(`return (${isShareTarget.toString()})`)() as typeof isShareTarget;
    expect(match({ url: new URL(SHARE_TARGET_ACTION, ORIGIN), sameOrigin: true })).toBe(true);
  });

  it('is the route the generated worker registers for POST', () => {
    const buildScript = readFileSync(join(__dirname, '..', '..', '..', 'scripts', 'build-sw.mjs'), 'utf8');
    expect(buildScript).toMatch(/urlPattern: isShareTarget,\s+method: 'POST',\s+handler: receiveShare,/);
  });
});

describe('the share target of the Hindi app', () => {
  it('answers a share to /hi/leagues and lands on the Hindi leagues page', async () => {
    const action = `/hi${SHARE_TARGET_ACTION}`;
    expect(isShareTarget({ url: new URL(action, ORIGIN), sameOrigin: true })).toBe(true);
    expect(isShareTarget({ url: new URL(`/hindi${SHARE_TARGET_ACTION}`, ORIGIN), sameOrigin: true })).toBe(false);
    const form = new FormData();
    form.append('text', 'My picks');
    const response = await receiveShare({ request: new Request(new URL(action, ORIGIN), { method: 'POST', body: form }) }, fakeCaches());
    expect(response.headers.get('location')).toBe(new URL(`/hi${SHARED_LANDING}`, ORIGIN).href);
  });
});
