// The installed app as a share target: where a share from another app lands, and where the service
// worker leaves what it received for the page. A manifest has one share_target, so everything
// (a link, a block of chat text, an exported chat file) arrives by one POST; the worker keeps it in
// Cache Storage under two fixed keys and sends the page to the landing URL, which reads and deletes
// them. scripts/sw/receive-share.mjs repeats these values (it is copied into the worker as text and
// cannot import), and a test holds the two equal.

/** The share target's action: the leagues page, told apart from a visit by its query. */
export const SHARE_TARGET_ACTION = '/leagues?share=chat';

/** Where the worker sends the page once it has kept what was shared. */
export const SHARED_LANDING = '/leagues?collect=shared';

/** The query value of a landing whose file was over the cap and was not kept. */
export const SHARED_REFUSED_PARAM = 'refused';

/** The form fields the share sheet fills (the manifest's params name them). */
export const SHARE_FIELDS = { title: 'title', text: 'text', url: 'url', file: 'chat' } as const;

/** What a chat export may be: the `.txt` alone, or the `.zip` WhatsApp wraps it in. */
export const SHARED_FILE_TYPES = ['text/plain', 'application/zip', 'application/x-zip-compressed', '.txt', '.zip'] as const;

/** The Cache Storage cache and keys the worker writes and the page reads once. */
export const SHARED_CACHE = 'predictoplay-shared';
export const SHARED_TEXT_KEY = '/shared/text';
export const SHARED_FILE_KEY = '/shared/file';
/** The header that carries the shared file's name (URI-encoded) on its cached response. */
export const SHARED_NAME_HEADER = 'x-shared-name';

/** 50 MB (1 MB = 1,000,000 bytes, as file-cap.ts counts): the largest chat export kept or read. */
export const MAX_SHARED_FILE_BYTES = 50 * 1000 * 1000;
