// The words of a shared link's preview picture.

/** The preview picture's text alternative. */
export const PREVIEW_IMAGE_ALT = 'PredictoPlay: predict YES or NO with free play coins';
