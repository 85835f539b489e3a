/**
 * @jest-environment node
 */
import { readSharedIntake } from '@/lib/store/shared-intake';
import { MAX_SHARED_FILE_BYTES, SHARED_CACHE, SHARED_LANDING, SHARE_TARGET_ACTION } from '@/lib/share/share-target';
import { receiveShare } from '@/scripts/sw/receive-share.mjs';
import { fakeCaches, type FakeCaches } from '../../fake-caches';

const ORIGIN = 'https://predictoplay.test';

async function share(caches: FakeCaches, fields: Record<string, string | File>): Promise<Location> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await receiveShare({ request: new Request(new URL(SHARE_TARGET_ACTION, ORIGIN), { method: 'POST', body: form }) }, caches);
  return new URL(response.headers.get('location') ?? '') as unknown as Location;
}

describe('reading what was shared into the app', () => {
  it('is nothing on an ordinary visit to the leagues page', async () => {
    expect(await readSharedIntake({ search: '' }, fakeCaches())).toBeNull();
    expect(await readSharedIntake({ search: '?collect=shared' }, fakeCaches())).toBeNull();
  });

  it('joins a shared title, text and link from the query, one per line', async () => {
    const intake = await readSharedIntake({ search: '?title=Picks&text=My%20picks&url=https%3A%2F%2Fx.test%2Fleagues%23picks%3Dabc' });
    expect(intake).toEqual({ text: 'Picks\nMy picks\nhttps://x.test/leagues#picks=abc', file: null });
  });

  it('leaves out empty fields', async () => {
    expect(await readSharedIntake({ search: '?title=&text=%20&url=https%3A%2F%2Fx.test%2Fa' })).toEqual({ text: 'https://x.test/a', file: null });
  });

  it('reads the chat file the service worker kept, and deletes it once read', async () => {
    const caches = fakeCaches();
    const chat = new File([new Uint8Array([80, 75, 3, 4])], 'WhatsApp Chat with Office.zip', { type: 'application/zip' });
    const landing = await share(caches, { chat });
    expect(landing.pathname + landing.search).toBe(SHARED_LANDING);

    const intake = await readSharedIntake(landing, caches);

    expect(intake).toEqual({ text: null, file: { name: 'WhatsApp Chat with Office.zip', bytes: new Uint8Array([80, 75, 3, 4]) } });
    expect(caches.keys(SHARED_CACHE)).toEqual([]);
    expect(await readSharedIntake(landing, caches)).toBeNull();
  });

  it('reads shared text the service worker kept', async () => {
    const caches = fakeCaches();
    const landing = await share(caches, { text: 'Asha: https://x.test/leagues#picks=abc' });

    expect(await readSharedIntake(landing, caches)).toEqual({ text: 'Asha: https://x.test/leagues#picks=abc', file: null });
  });

  it('leaves the kept share alone on a visit that is not the landing', async () => {
    const caches = fakeCaches();
    await share(caches, { text: 'hello' });

    expect(await readSharedIntake({ search: '' }, caches)).toBeNull();
    expect(caches.keys(SHARED_CACHE)).toEqual(['/shared/text']);
  });

  it('says a file was refused when the service worker found it over the cap', async () => {
    const intake = await readSharedIntake({ search: '?collect=shared&refused=too-large' }, fakeCaches());
    expect(intake).toEqual({ text: null, file: null, refused: { reason: 'file-too-large', maxBytes: MAX_SHARED_FILE_BYTES } });
  });

  it('refuses and deletes a kept file over the cap without handing it over', async () => {
    const caches = fakeCaches();
    const cache = await caches.open(SHARED_CACHE);
    await cache.put('/shared/file', new Response(new Uint8Array(MAX_SHARED_FILE_BYTES + 1), { headers: { 'x-shared-name': 'big.zip' } }));

    const intake = await readSharedIntake({ search: '?collect=shared' }, caches);

    expect(intake).toEqual({ text: null, file: null, refused: { reason: 'file-too-large', maxBytes: MAX_SHARED_FILE_BYTES } });
    expect(caches.keys(SHARED_CACHE)).toEqual([]);
  });

  it('costs only the kept share when Cache Storage refuses', async () => {
    const refusing = { open: async () => Promise.reject(new Error('SecurityError')) };
    expect(await readSharedIntake({ search: '?collect=shared&text=hi' }, refusing)).toEqual({ text: 'hi', file: null });
  });
});
