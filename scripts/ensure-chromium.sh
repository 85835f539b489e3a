#!/usr/bin/env bash
# Playwright drives Debian's Chromium at /usr/bin/chromium (it cannot download its own here), and
# the Hindi pages need a Devanagari font to be drawn and measured as phones draw them.
set -euo pipefail
FONT=/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -e "$FONT" ] || missing+=(fonts-noto-core)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's ${missing[*]} for the end-to-end tests..."
  apt-get update && apt-get install -y "${missing[@]}"
else
  echo "The end-to-end tests need ${missing[*]}. Install with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
