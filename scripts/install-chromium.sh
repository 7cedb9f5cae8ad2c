#!/usr/bin/env bash
# What the browser journeys need from Debian, each checked on its own: Chromium (Playwright never downloads a
# browser of its own) and every font the journeys measure or draw in: Noto Sans (the pages), Noto Sans
# Devanagari (हिंदी) and DejaVu Sans (the wider fallback the 320 px layout is checked in). A machine that
# already has Chromium still gets a missing font, and one that has the fonts still gets Chromium.
# (The invoice's fonts come with the server's npm dependencies, not from the system.)
set -euo pipefail

# The font families the browser can use, one a line (fontconfig lists a font's names comma-separated).
families() { command -v fc-list >/dev/null && fc-list : family | tr ',' '\n' | sort -u; }
# Each family the journeys need, and the Debian package that has it.
declare -A font_packages=(
  ['Noto Sans']=fonts-noto-core
  ['Noto Sans Devanagari']=fonts-noto-core
  ['DejaVu Sans']=fonts-dejavu-core
)
missing_fonts() {
  local listed family
  listed="$(families || true)"
  for family in "${!font_packages[@]}"; do
    grep -qx "$family" <<<"$listed" || echo "$family"
  done
}

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
while IFS= read -r family; do
  [ -n "$family" ] && missing+=("${font_packages[$family]}" fontconfig)
done < <(missing_fonts)

if [ "${#missing[@]}" -gt 0 ]; then
  packages="$(printf '%s\n' "${missing[@]}" | sort -u | tr '\n' ' ')"
  if [ "$(id -u)" != "0" ]; then
    echo "Missing for the browser journeys: ${packages}. Run as root, or install these Debian packages, then try again." >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # shellcheck disable=SC2086 # one word a package
  apt-get install -y -qq --no-install-recommends $packages >/dev/null
  fc-cache -f >/dev/null
fi

still_missing="$(missing_fonts | tr '\n' ',' | sed 's/,$//; s/,/, /g')"
if [ -n "$still_missing" ]; then
  echo "Fonts still missing after installing their packages: ${still_missing}." >&2
  exit 1
fi
/usr/bin/chromium --version
