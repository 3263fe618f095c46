"""Gradescope's autograder: the folder an instructor zips and uploads, that grades each student.

Gradescope runs setup.sh once on its Ubuntu image, then run_autograder for each submission, with
the student's files in /autograder/submission; the results go in
/autograder/results/results.json (https://gradescope-autograders.readthedocs.io).
"""

import os
import shutil
import stat
import zipfile
from pathlib import Path

SETUP = """#!/usr/bin/env bash
# Gradescope runs this once, as root, on its Ubuntu image: the tools the grader uses.
set -euo pipefail
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clang valgrind make python3 python3-pip
python3 -m pip install --quiet --break-system-packages pexpect lizard 2>/dev/null \\
    || python3 -m pip install --quiet pexpect lizard
"""

RUN = """#!/usr/bin/env bash
# Gradescope runs this for each submission: the student's files are in submission/, and the
# grade goes to results/results.json. AUTOGRADER_ROOT stands for /autograder in a trial run.
root="${AUTOGRADER_ROOT:-/autograder}"
source="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mkdir -p "$root/results"
"${PYTHON:-python3}" "$source/grader.py" --timeout 10 \\
    --gradescope "$root/results/results.json" "$root/submission"
status=$?
# 0 is credit, 1 a check failed: both are grades. Anything else is said in results.json too.
if [ "$status" -gt 1 ] && [ ! -s "$root/results/results.json" ]; then
    printf '{"score": 0, "output": "The grader could not grade it (status %s)."}\\n' "$status" \\
        > "$root/results/results.json"
fi
exit 0
"""

# What Gradescope's results.json may hold, at the top and in each test.
RESULT_KEYS = {"score", "execution_time", "output", "output_format", "visibility",
               "stdout_visibility", "extra_data", "tests", "leaderboard"}  # fmt: skip
TEST_KEYS = {"score", "max_score", "status", "name", "name_format", "number", "output",
             "output_format", "tags", "visibility", "extra_data"}  # fmt: skip


def write_autograder(folder) -> Path:
    """Write the autograder into folder: setup.sh, run_autograder, the grader's files, and
    autograder.zip holding them all, to upload as it is. Return the zip's path.
    """
    folder = Path(folder)
    here = Path(__file__).resolve().parent
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "grading").mkdir(exist_ok=True)
    for name in ("setup.sh", "run_autograder"):
        path = folder / name
        path.write_text(SETUP if name == "setup.sh" else RUN, encoding="utf-8")
        path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    shutil.copy(here.parent / "grader.py", folder / "grader.py")
    for path in sorted(here.iterdir()):
        if path.suffix in (".py", ".ini"):
            shutil.copy(path, folder / "grading" / path.name)
    return zip_folder(folder)


def zip_folder(folder: Path) -> Path:
    """Zip what the autograder needs, executables kept executable; return the zip's path."""
    archive = folder / "autograder.zip"
    temporary = folder / f".autograder.zip.{os.getpid()}.tmp"
    files = ["setup.sh", "run_autograder", "grader.py"]
    files += [f"grading/{path.name}" for path in sorted((folder / "grading").iterdir())]
    with zipfile.ZipFile(temporary, "w", zipfile.ZIP_DEFLATED) as zipped:
        for name in files:
            info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            info.external_attr = ((folder / name).stat().st_mode & 0o777 | stat.S_IFREG) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zipped.writestr(info, (folder / name).read_bytes())
    os.replace(temporary, archive)
    return archive


def schema_faults(results) -> list:
    """Return what in a results.json Gradescope's schema does not allow (none: [])."""
    faults = [f"unknown key {key}" for key in results if key not in RESULT_KEYS]
    for number, test in enumerate(results.get("tests", []), 1):
        faults += faults_in_test(number, test)
    if not isinstance(results.get("score", 0), (int, float)):
        faults.append("score is not a number")
    return faults


def faults_in_test(number, test) -> list:
    """Return what in a results.json's test (its number, from 1) the schema does not allow.

    >>> faults_in_test(2, {"status": "ok", "score": "1", "max_score": 1})
    ["test 2: status 'ok'", 'test 2: score is not a number']
    """
    faults = [f"test {number}: unknown key {key}" for key in test if key not in TEST_KEYS]
    if test.get("status", "passed") not in ("passed", "failed"):
        faults.append(f"test {number}: status {test['status']!r}")
    for key in ("score", "max_score"):
        if key in test and not isinstance(test[key], (int, float)):
            faults.append(f"test {number}: {key} is not a number")
    return faults
