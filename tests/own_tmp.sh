#!/bin/sh
# Run a command with a temporary folder of its own (TMPDIR), removed when the command ends,
# however it ends; one left by a run killed outright is removed by the next run. So a test run
# stopped halfway leaves nothing in /tmp: a browser's profile, a grader's work folders, a cache.
base=${TMPDIR:-/tmp}
for stale in "$base"/yahtzee-run-*; do
    [ -d "$stale" ] || continue
    kill -0 "${stale##*-}" 2>/dev/null || rm -rf "$stale"
done
own="$base/yahtzee-run-$$"
rm -rf "$own" && mkdir -m 700 "$own" || exit 1
trap 'rm -rf "$own"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM HUP
TMPDIR="$own" "$@"
