#!/usr/bin/env bash
# Debian packages the test suite needs: chromium for the browser tests, postgresql for the second database run,
# a Java runtime for the Nu HTML Checker (vnu.jar) over every page, calcurse to import the calendar feed as a real
# calendar client does.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
command -v calcurse >/dev/null 2>&1 || need+=(calcurse)
if [ ${#need[@]} -gt 0 ]; then
  echo "Debian paketleri kuruluyor: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
