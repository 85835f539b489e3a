#!/usr/bin/env bash
# Playwright drives Debian's Chromium at /usr/bin/chromium (it cannot download its own here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's Chromium for the end-to-end tests..."
  apt-get update && apt-get install -y chromium
else
  echo "The end-to-end tests need Chromium at /usr/bin/chromium. Install it with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi
