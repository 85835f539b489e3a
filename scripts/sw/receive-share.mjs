// The service worker's side of the share target. The installed app's share sheet POSTs what was
// shared (title, text and url fields, and an exported chat file) to the manifest's action; this
// keeps it in Cache Storage for the leagues page, which reads and deletes it, and answers with a
// 303 to the page's landing URL, so a reload never posts the share again.
//
// build-sw.mjs hands `receiveShare` to workbox, which copies its source text into out/sw.js: the
// function must use nothing from outside its own body but the worker's globals (Response, URL,
// caches). So the values below repeat lib/share/share-target.ts, and a test holds them equal.

/** The route's match: a same-origin POST to the share target's action, in any language's pages (/leagues, /hi/leagues). */
export function isShareTarget({ url, sameOrigin }) {
  return sameOrigin && /^(\/[a-z]{2})?\/leagues$/.test(url.pathname) && url.searchParams.get('share') === 'chat';
}

/**
 * Keeps what a share POSTed and redirects to the landing page. A new share replaces whatever an
 * earlier one left unread. A file over the cap is not kept (nor read, when the request declares
 * its length): the landing URL then says `refused=too-large`.
 */
export async function receiveShare({ request }, cacheStorage = caches) {
  const CACHE = 'predictoplay-shared';
  const TEXT_KEY = '/shared/text';
  const FILE_KEY = '/shared/file';
  const NAME_HEADER = 'x-shared-name';
  const MAX_FILE_BYTES = 50 * 1000 * 1000;
  // The text fields of a share are a line or a few; this much room for them above the file's cap.
  const MAX_FORM_BYTES = MAX_FILE_BYTES + 1000 * 1000;
  // The landing page is the leagues page of the language the app was installed in.
  const landing = new URL(`${new URL(request.url).pathname}?collect=shared`, request.url);
  const refuse = () => {
    landing.searchParams.set('refused', 'too-large');
    return Response.redirect(landing.href, 303);
  };

  if (Number(request.headers.get('content-length')) > MAX_FORM_BYTES) return refuse();
  let form;
  try {
    form = await request.formData();
  } catch {
    return Response.redirect(landing.href, 303);
  }
  const text = ['title', 'text', 'url']
    .map((field) => form.get(field))
    .filter((value) => typeof value === 'string' && value.trim() !== '')
    .join('\n');
  const file = form.getAll('chat').find((value) => typeof value !== 'string') ?? null;

  const cache = await cacheStorage.open(CACHE);
  await cache.delete(TEXT_KEY);
  await cache.delete(FILE_KEY);
  if (text !== '') {
    await cache.put(TEXT_KEY, new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8' } }));
  }
  if (file !== null) {
    if (file.size > MAX_FILE_BYTES) return refuse();
    const headers = { 'content-type': file.type || 'application/octet-stream', [NAME_HEADER]: encodeURIComponent(file.name) };
    await cache.put(FILE_KEY, new Response(file, { headers }));
  }
  return Response.redirect(landing.href, 303);
}
