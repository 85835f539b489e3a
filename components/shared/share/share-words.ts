// The share block's own words, in one place for the screens that use it, from the catalogue
// (the betting area of the message catalogues). Read as plain strings (getters, so each read speaks the page's language).

import { m } from '@/lib/i18n/paraglide/messages';

export const SHARE_WORDS = {
  get share() {
    return m.betting_share_share();
  },
  get whatsApp() {
    return m.betting_share_whatsapp();
  },
  get copy() {
    return m.betting_share_copy();
  },
  get download() {
    return m.betting_share_download();
  },
  get copied() {
    return m.betting_share_copied();
  },
  get copyFailed() {
    return m.betting_share_copy_failed();
  },
  get readable() {
    return m.betting_share_readable();
  },
  get tooLong() {
    return m.betting_share_too_long();
  },
  get qr() {
    return m.betting_share_qr();
  },
  get qrLabel() {
    return m.betting_share_qr_label();
  },
};
