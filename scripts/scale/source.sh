#!/usr/bin/env bash
# Prints the folder of the portal's code the profile and the drills run: the files of one commit (PORTAL_COMMIT,
# default HEAD), unpacked once beside the data, using the installed packages of this checkout. Edits not yet
# committed never reach a running instance, as on a server that runs a released version.
set -euo pipefail
source "$(dirname "$0")/profile.sh"
commit=$(git -C "$scale_root" rev-parse "${PORTAL_COMMIT:-HEAD}")
dir="$SCALE_SOURCE_DIR/$commit"
if [ ! -f "$dir/.ready" ]; then
  rm -rf "$dir" && mkdir -p "$dir"
  git -C "$scale_root" archive "$commit" | tar -x -C "$dir"
  # The packages as installed here; the workspace's own packages are relative links, so they point into the copy.
  mkdir -p "$dir/node_modules"
  for entry in "$scale_root"/node_modules/* "$scale_root"/node_modules/.bin; do
    name=$(basename "$entry")
    if [ "$name" = "@e-belediye" ]; then cp -P -r "$entry" "$dir/node_modules/"; else ln -s "$entry" "$dir/node_modules/$name"; fi
  done
  for nested in "$scale_root"/{apps,packages}/*/node_modules "$scale_root"/e2e/node_modules; do
    [ -d "$nested" ] || continue
    target="$dir/${nested#"$scale_root"/}"
    [ -d "$(dirname "$target")" ] && ln -s "$nested" "$target"
  done
  touch "$dir/.ready"
fi
echo "$dir"
