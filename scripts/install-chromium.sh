#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; Playwright never downloads a browser of its own.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: run as root, or install Debian's 'chromium' package, then try again." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-noto-core >/dev/null
/usr/bin/chromium --version
