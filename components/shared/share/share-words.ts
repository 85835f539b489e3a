// The share block's own words, in one place for the screens that use it, from the catalogue
// (the betting area of the message catalogues). Read as plain strings (getters, so each read speaks the page's language).

import { betting_share_copied, betting_share_copy, betting_share_copy_failed, betting_share_download, betting_share_qr, betting_share_qr_label, betting_share_readable, betting_share_share, betting_share_too_long, betting_share_whatsapp } from '@/lib/i18n/paraglide/messages';

export const SHARE_WORDS = {
  get share() {
    return betting_share_share();
  },
  get whatsApp() {
    return betting_share_whatsapp();
  },
  get copy() {
    return betting_share_copy();
  },
  get download() {
    return betting_share_download();
  },
  get copied() {
    return betting_share_copied();
  },
  get copyFailed() {
    return betting_share_copy_failed();
  },
  get readable() {
    return betting_share_readable();
  },
  get tooLong() {
    return betting_share_too_long();
  },
  get qr() {
    return betting_share_qr();
  },
  get qrLabel() {
    return betting_share_qr_label();
  },
};
