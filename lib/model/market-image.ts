// The one rule for a market's picture, wherever a market enters (storage, a restored backup, a
// question pack): a path to one of this site's own pictures under /images/. Anything else (another
// host, `//host/…`, a scheme, `..`, a backslash, a query or fragment) would make every player's
// browser load it from wherever it points, so it is refused, never rewritten.

import * as v from 'valibot';

/** `/images/` then one or more plain folder or file names and a picture's extension; nothing else. */
export const SITE_IMAGE_PATH = /^\/images(\/[\w-]+)+\.(svg|png|jpe?g|webp|avif)$/;

/** The message when a market's image is not one of the site's own: readers look for it. */
export const IMAGE_NOT_ON_SITE = 'An image that is not one of this site’s own pictures under /images/';

export const isSiteImage = (path: string): boolean => SITE_IMAGE_PATH.test(path);

export const marketImageSchema = v.pipe(v.string(), v.regex(SITE_IMAGE_PATH, IMAGE_NOT_ON_SITE));
