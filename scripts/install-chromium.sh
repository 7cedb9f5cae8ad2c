#!/usr/bin/env bash
# What the browser journeys need from Debian, each checked on its own: Chromium (Playwright never downloads a
# browser of its own) and the Noto fonts the pages are measured in, whose Devanagari draws हिंदी. A machine
# that already has Chromium but only DejaVu or Liberation fonts still gets the fonts.
set -euo pipefail

# The font families the browser can use, one a line (fontconfig lists a font's names comma-separated).
families() { command -v fc-list >/dev/null && fc-list : family | tr ',' '\n' | sort -u; }
has_fonts() {
  local listed
  listed="$(families || true)"
  grep -qx 'Noto Sans' <<<"$listed" && grep -qx 'Noto Sans Devanagari' <<<"$listed"
}

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
has_fonts || missing+=(fonts-noto-core fontconfig)

if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" != "0" ]; then
    echo "Missing for the browser journeys: ${missing[*]}. Run as root, or install these Debian packages, then try again." >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fc-cache -f >/dev/null
fi

if ! has_fonts; then
  echo "Noto Sans and Noto Sans Devanagari are still missing after installing fonts-noto-core." >&2
  exit 1
fi
/usr/bin/chromium --version
