// The share block's own words, in one place for the screens that use it.

export const SHARE_WORDS = {
  share: 'Share',
  whatsApp: 'WhatsApp',
  copy: 'Copy link',
  download: 'Download',
  copied: 'Copied.',
  copyFailed: 'This browser did not let us copy: select the link in the field and copy it.',
  readable: 'Anyone with this link can read it.',
  tooLong: 'Too long for a link: download the file instead and send it in the chat.',
  qr: 'Or scan this with the other phone’s camera.',
  qrLabel: 'QR code of the link',
} as const;
