"""The homework's six headings: the source read (functions, braces, indentation, comments,
names), the rubric an instructor edits, the verdict, and Gradescope's autograder.

The source checks read real files; the autograder is unzipped and run on real submissions.
"""

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

if sys.platform == "win32":
    pytest.skip("the grader needs a POSIX pseudo-terminal", allow_module_level=True)

from grading import source
from grading.gradescope import schema_faults
from grading.rubric import read_rubric

ROOT = Path(__file__).resolve().parent.parent
CLASS = ROOT / "tests" / "class"
CLANG = shutil.which("clang")


def failed(tmp_path, text, kind="c", limits=None):
    """Write a source and read it; return {check: reason} of the checks it failed."""
    path = tmp_path / ("yahtzee.c" if kind == "c" else "yahtzee.py")
    path.write_text(text, encoding="utf-8")
    rows = source.source_rows([path], kind, limits, tmp_path)
    return {row["name"]: row["failures"][0]["reason"] for row in rows if not row["passed"]}


CLEAN_C = """/* Scoring, as a student writes it. */
#include <stdio.h>

/* Return the points of a line: the dice showing its face. */
int score(int face, const int dice[5]) {
    int points = 0;
    for (int i = 0; i < 5; i++) {
        if (dice[i] == face) {
            points += face;
        } else if (dice[i] > 6) {
            return -1;
        } else {
            continue;
        }
    }
    switch (face) {
    case 1:
        points += 0;
        break;
    default:
        break;
    }
    return points;
}
"""


@pytest.mark.skipif(CLANG is None, reason="clang reads the braces")
def test_clean_c_passes_every_source_check_with_either_style_of_switch(tmp_path):
    assert failed(tmp_path, CLEAN_C) == {}
    indented = CLEAN_C.replace(
        "    case 1:\n        points += 0;\n        break;\n",
        "        case 1:\n            points += 0;\n            break;\n",
    )
    indented = indented.replace("    default:\n        break;\n",
                                "        default:\n            break;\n")  # fmt: skip
    assert indented != CLEAN_C and failed(tmp_path, indented) == {}
    # The switch's brace on a line of its own (held-out batch 64): its labels as before.
    allman = CLEAN_C.replace("    switch (face) {\n", "    switch (face)\n    {\n")
    assert allman != CLEAN_C and failed(tmp_path, allman) == {}


@pytest.mark.skipif(CLANG is None, reason="clang reads the braces")
def test_an_else_a_while_and_a_do_without_braces_are_each_named_from_clangs_tree(tmp_path):
    text = CLEAN_C.replace("        } else {\n            continue;\n        }\n",
                           "        } else\n            continue;\n")  # fmt: skip
    text = text.replace("    return points;\n", "    while (points > 30)\n        points--;\n"
                        "    do points++; while (points < 0);\n    return points;\n")  # fmt: skip
    reason = failed(tmp_path, text)["braces"]
    assert reason.startswith("3 bodies are not blocks in braces")
    assert "(else)" in reason and "(while)" in reason and "(do)" in reason
    # A brace in a string or a comment is no block: the tree, not the text, decides.
    tricky = text.replace("/* Scoring, as a student writes it. */", "/* if (x) { */")
    assert failed(tmp_path, tricky)["braces"].startswith("3 bodies")


@pytest.mark.skipif(CLANG is None, reason="clang reads the braces")
def test_an_assert_is_no_body_without_braces_though_it_expands_to_one(tmp_path):
    text = CLEAN_C.replace("#include <stdio.h>\n", "#include <assert.h>\n#include <stdio.h>\n")
    text = text.replace("    int points = 0;\n", "    int points = 0;\n    assert(face >= 1);\n")
    assert "assert(face" in text and failed(tmp_path, text) == {}  # glibc's if ... else: not its
    unbraced = text.replace("    int points = 0;\n", "    int points = 0;\n    if (face > 6)\n"
                            "        assert(face <= 6);\n")  # fmt: skip
    assert failed(tmp_path, unbraced)["braces"].startswith("1 bodies are not blocks in braces")


def test_a_block_indented_by_another_step_is_quoted(tmp_path):
    text = CLEAN_C.replace("            points += face;\n", "          points += face;\n")
    reason = failed(tmp_path, text)["indentation"]
    assert reason.startswith("1 lines are not indented by one step per block")
    assert "yahtzee.c:9: points += face;" in reason
    python = "def score(face, dice):\n    total = 0\n    for die in dice:\n      total += die\n"
    reason = failed(tmp_path, '"""Scores."""\n' + python + "    return total\n", "python")
    assert "yahtzee.py:5: total += die" in reason["indentation"]


SWITCH = "    switch (face) {\n    case 1:\n        points += 0;\n        break;\n    default:\n"


@pytest.mark.parametrize(
    "cases, well",
    [
        ("    case 1: {\n        int none = 0;\n        points += none;\n        break;\n    }\n"
         "    default:\n        break;\n", True),  # as clang-format lays it out
        ("        case 1: {\n            int none = 0;\n            break;\n        }\n"
         "        default:\n            break;\n", True),  # the cases a step in
        ("    case 1: {\n    int none = 0;\n    break;\n    }\n    default:\n        break;\n",
         False),  # a case's lines at the case's own depth
    ],
    ids=["llvm", "cases-in", "not-in"],
)  # fmt: skip
def test_a_case_of_its_own_block_may_indent_as_clang_format_does(tmp_path, cases, well):
    assert SWITCH in CLEAN_C
    text = CLEAN_C.replace(SWITCH + "        break;\n", "    switch (face) {\n" + cases)
    assert ("indentation" not in failed(tmp_path, text)) == well


def job(name):
    """Return eight lines of a C job, each a statement."""
    return "".join(f'        printf("{name} %d\\n", {line});\n' for line in range(8))


FLAGGED_C = f"""/* Two jobs, picked by a flag. */
#include <stdio.h>
#include <string.h>

/* Roll or score, as kind says. */
void act(const char *kind) {{
    if (strcmp(kind, "roll") == 0) {{
{job("rolled")}    }} else if (!strcmp(kind, "score")) {{
{job("scored")}    }}
}}
"""


def test_a_function_of_two_jobs_picked_by_a_flag_fails_functions_small(tmp_path):
    reason = failed(tmp_path, FLAGGED_C)["functions_small"]  # read from clang's tree
    assert 'act (yahtzee.c:6-26) does a job for each value of kind: "roll" (10 lines)' in reason
    short = FLAGGED_C.replace(job("scored"), '        printf("scored\\n");\n')
    assert "functions_small" not in failed(tmp_path, short)  # a case of one job, not a job
    python = '"""Two jobs."""\n\n\ndef act(kind, dice):\n    """Roll or score."""\n' + "".join(
        f"    if kind == {name!r}:\n" + "        dice.sort()\n" * 8 for name in "ab"
    )
    reason = failed(tmp_path, python, "python")["functions_small"]
    assert "act (yahtzee.py:4-23) does a job for each value of kind: 'a' (8 lines), 'b'" in reason


def test_the_jobs_of_a_flag_in_a_loop_asking_until_answered_fail_functions_small(tmp_path):
    looped = FLAGGED_C.replace("    if (strcmp", "    while (1) {\n    if (strcmp")
    looped = looped.replace("} else if (!strcmp", "}\n    if (!strcmp") + "}\n"
    reason = failed(tmp_path, looped)["functions_small"]  # held-out batch 93, in C
    assert 'act (yahtzee.c:6-29) does a job for each value of kind: "roll" (10 lines)' in reason
    python = '"""Two jobs."""\n\n\ndef act(kind, dice):\n    """Roll or score."""\n' + (
        "    while dice:\n"
        + "".join(
            f"        if kind == {name!r}:\n" + "            dice.pop()\n" * 8 for name in "ab"
        )
    )
    reason = failed(tmp_path, python, "python")["functions_small"]
    assert "act (yahtzee.py:4-24) does a job for each value of kind: 'a' (8 lines), 'b'" in reason
    deeper = python.replace("    while dice:\n", "    while dice:\n     for _ in dice:\n")
    assert "functions_small" not in failed(tmp_path, deeper, "python")  # one loop deep only


RING_C = """/* A turn made of calls. */
#include <stdio.h>

void show(int left);
void again(int left);

/* What follows the dice: a re-roll while one is left. */
void (*const next[2])(int) = {0, again};

/* Ask once more, then show the dice. */
void again(int left) {
    printf("again\\n");
    show(left - 1);
}

/* Show the dice and go on. */
void show(int left) {
    printf("dice\\n");
    if (left > 0) {
        next[1](left);
    }
}
"""


def test_functions_calling_one_another_in_a_ring_fail_functions_small(tmp_path):
    reason = failed(tmp_path, RING_C)["functions_small"]  # show calls again through a table
    assert "ring, a loop no call of which returns: again → show → again (yahtzee.c)" in reason
    direct = RING_C.replace("next[1](left)", 'printf("scored\\n")')
    assert "functions_small" not in failed(tmp_path, direct)  # no ring: again calls show alone
    python = '"""A turn."""\n\n\nclass Turn:\n    """A turn."""\n\n'
    for name, other in (("show", "ask"), ("ask", "show")):
        python += f'    def {name}(self):\n        """Go on."""\n        self.{other}()\n\n'
    reason = failed(tmp_path, python, "python")["functions_small"]
    assert "Turn.ask → Turn.show → Turn.ask (yahtzee.py)" in reason
    itself = '"""Ask."""\n\n\ndef ask():\n    """Ask again."""\n    return ask()\n'
    assert "functions_small" not in failed(tmp_path, itself, "python")  # asking again is no ring


def test_a_method_that_shows_its_object_and_changes_it_fails_functions_small(tmp_path):
    card = '"""A card."""\n\n\nclass Card:\n    """A card."""\n\n    def __repr__(self):\n'
    card += '        """Show it."""\n        self.total = 3\n        return "card"\n'
    reason = failed(tmp_path, card, "python")["functions_small"]
    assert reason == (
        "a method that shows its object changes it too: Card.__repr__ (yahtzee.py:7) sets "
        "self.total"
    )
    shown = card.replace("self.total = 3", "total = 3")  # a name of its own: no change
    assert "functions_small" not in failed(tmp_path, shown, "python")


def test_a_long_line_of_several_statements_fails_indentation(tmp_path):
    crammed = "    int points = 0; for (int die = 0; die < 5; die++) { if (dice[die] == face) { "
    crammed += "points += face; } } return points; /* the whole body, one line */\n"
    text = CLEAN_C.replace("    int points = 0;\n", crammed, 1)
    assert len(crammed) > 120 and text != CLEAN_C
    reason = failed(tmp_path, text)["indentation"]
    assert reason.startswith("1 lines of over 120 characters hold several statements each")
    long_string = '    printf("' + "x" * 120 + '");\n'  # one statement, however long
    assert "indentation" not in failed(
        tmp_path,
        CLEAN_C.replace("    int points = 0;\n", "    int points = 0;\n" + long_string, 1),
    )


def test_a_function_of_over_seven_values_fails_functions_small(tmp_path):
    values = ", ".join(f"int d{n}" for n in range(1, 9))  # eight dice and lines, one by one
    text = CLEAN_C + f"\n/* Add them up. */\nint add({values}) {{\n    return d1 + d8;\n}}\n"
    reason = failed(tmp_path, text)["functions_small"]
    assert reason.startswith("functions take over 7 values each") and "add (yahtzee.c:" in reason
    seven = text.replace(", int d8", "").replace("d1 + d8", "d1 + d7")
    assert "functions_small" not in failed(tmp_path, seven)


def test_the_rows_of_a_table_of_data_are_not_judged_as_statements_are(tmp_path):
    # Two spaces a block, and a table's rows four in, as clang-format lays out initializers.
    table = (
        'const char *faces[2][3] = {\n    {"     ", "  o  ", "     "},\n    {"o", " ", "o"},\n};\n'
    )
    step_two = CLEAN_C.replace("    ", "  ").replace("int score", table + "\nint score")
    assert "indentation" not in failed(tmp_path, step_two)
    misplaced = step_two.replace("  int points = 0;", "    int points = 0;")
    assert "yahtzee.c:" in failed(tmp_path, misplaced)["indentation"]


def test_a_python_program_of_top_level_code_has_no_functions_to_speak_of(tmp_path):
    loop = "".join(f"    print({n})\n" for n in range(65))
    helper = 'def roll():\n    """A die."""\n    return 4\n\n\n'
    reason = failed(tmp_path, f'"""A game."""\n{helper}for turn in range(6):\n{loop}', "python")
    assert "the code outside any function: 66 lines" in reason["functions_small"]


def test_the_limits_are_the_rubrics_and_the_worst_three_are_named(tmp_path):
    assert failed(tmp_path, CLEAN_C, limits={"complexity": 3}) == {
        "functions_small": "over 60 lines or complexity 3; the largest:\n"
        "  score (yahtzee.c:5-24): 20 lines, complexity 5"
    }


def test_one_letter_names_beyond_the_share_are_listed_loop_counters_apart(tmp_path):
    program = (
        '"""A turn."""\n\n\ndef play(d, s):\n    """Play."""\n    for i in d:\n        s += i\n'
    )
    program += "    t = s\n    return t\n"
    reason = failed(tmp_path, program, "python")["clear_names"]
    assert reason.startswith("3 of 5 names are one letter (60%): d (in play), s (in play), t")


def test_a_function_over_a_few_lines_with_no_comment_is_named(tmp_path):
    text = CLEAN_C.replace("/* Return the points of a line: the dice showing its face. */\n", "")
    assert (
        failed(tmp_path, text)["comments"]
        == "1 places lack a comment (1 of 1 functions):\n  yahtzee.c:4: score: no comment"
    )


def test_half_the_longer_functions_may_go_without_a_comment_in_a_program_commented_otherwise(
    tmp_path,
):
    bare = CLEAN_C.replace("/* Return the points of a line: the dice showing its face. */\n", "")
    second = bare.replace("int score(", "int points(")  # the same function, under another name
    assert "comments" not in failed(tmp_path, CLEAN_C + "\n" + second)  # 1 of 2 bare
    assert failed(tmp_path, CLEAN_C + "\n" + second + "\n" + second.replace("points", "more"))[
        "comments"
    ].startswith("2 places lack a comment (2 of 3 functions):")


MAIN = "int main(void) {\n" + "".join(f'    printf("%d\\n", {n});\n' for n in range(7)) + "}\n"


def test_main_is_what_the_top_of_the_file_describes_and_needs_no_comment_of_its_own(tmp_path):
    assert "comments" not in failed(tmp_path, CLEAN_C + "\n" + MAIN)
    assert failed(tmp_path, MAIN)["comments"] == (
        "2 places lack a comment (1 of 1 functions):\n"
        "  yahtzee.c:1: no comment at the top of the file\n"
        "  yahtzee.c:1: main: no comment"
    )


def test_with_no_lizard_or_no_clang_the_checks_say_so_and_are_not_tried(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "lizard", None)  # import lizard fails
    monkeypatch.setattr(source.shutil, "which", lambda name: None)
    path = tmp_path / "yahtzee.c"
    path.write_text(CLEAN_C)
    rows = {row["name"]: row for row in source.source_rows([path], "c", None, tmp_path)}
    assert not rows["functions_small"]["tried"] and not rows["braces"]["tried"]
    assert "lizard is not installed" in rows["functions_small"]["failures"][0]["reason"]
    assert "clang is not installed" in rows["braces"]["failures"][0]["reason"]
    assert rows["indentation"]["passed"]  # the text alone tells it


def run_grader(*args, cwd=None):
    return subprocess.run([sys.executable, str(ROOT / "grader.py"), *args], capture_output=True,
                          text=True, timeout=300, cwd=cwd)  # fmt: skip


def test_an_instructors_rubric_moves_a_check_marks_one_advisory_and_bad_ones_are_refused(
    tmp_path,
):
    rubric = tmp_path / "rubric.ini"
    rubric.write_text("[checks]\nfunctions_small = Code Style, 20, advisory\n"
                      "no_copied_functions = Code Style, 5\n"
                      "[limits]\nfunction_lines = 3\n")  # fmt: skip
    done = run_grader("--rubric", str(rubric), "--games", "0", "--timeout", "5",
                      str(CLASS / "py_correct" / "yahtzee.py"))  # fmt: skip
    lines = done.stdout.splitlines()
    check = next(line for line in lines if " functions_small " in line)
    assert check.startswith("FAIL  0/20") and check.endswith("(advisory)")
    assert lines.index("Code Style: met") < lines.index(
        check
    )  # under Code Style, deciding nothing
    assert "Functions: met (no check applies)" in lines and lines[-1] != "Verdict: NO CREDIT"
    for text in ("[checks]\nsix_turns = Manners, 10\n", "[checks]\nnot_a_check = Safety, 1\n",
                 "[limits]\ncomplexity = many\n", "[checks\n",
                 "[answers]\nrepeat_taken_once = maybe\n",
                 "[answers]\nrepeat = no\n"):  # fmt: skip
        rubric.write_text(text)
        refused = run_grader("--rubric", str(rubric), "--points")
        assert refused.returncode == 2 and len(refused.stderr.splitlines()) == 1, refused.stderr
        assert refused.stderr.startswith("grader.py: error: the rubric ")


def graded_json(*args) -> dict:
    """Grade with the grader's options and return each check's row by its name."""
    done = run_grader("--json", "-", "--games", "0", "--timeout", "5", *args)
    return {row["name"]: row for row in json.loads(done.stdout)["checks"]}


@pytest.mark.slow  # two gradings of a C program, each built and played under the sanitizers
@pytest.mark.skipif(CLANG is None, reason="the program is C, built with clang")
def test_a_repeat_taken_once_fails_by_default_and_passes_where_the_rubric_allows_it(tmp_path):
    program = str(CLASS / "own_c_repeat_once")  # takes 1 1 as re-rolling die 1 once
    rubric = tmp_path / "rubric.ini"
    rubric.write_text("[answers]\nrepeat_taken_once = yes  # allowed: 1 1 is die 1 once\n")
    by_default, allowing = graded_json(program), graded_json("--rubric", str(rubric), program)
    assert [name for name, row in allowing.items() if not row["passed"]] == []
    assert [name for name, row in by_default.items() if not row["passed"]] == [
        "bad_answers_refused"]  # fmt: skip
    reasons = [failure["reason"] for failure in by_default["bad_answers_refused"]["failures"]]
    assert sorted(reason.split(": ")[0] for reason in reasons) == [
        "a repeated position ('1 1')", "a repeated position, apart ('1 2 1')"]  # fmt: skip
    assert all(reason.endswith("; the rubric has repeat_taken_once = no") for reason in reasons)


def test_points_says_which_bad_answers_the_rubric_allows_a_sense_of_their_own(tmp_path):
    rubric = tmp_path / "rubric.ini"
    rubric.write_text("[answers]\nempty_keeps_all = No\nrepeat_taken_once = yes\n")
    lines = run_grader("--rubric", str(rubric), "--points").stdout.splitlines()
    said = lines[lines.index(next(line for line in lines if " bad_answers_refused " in line)) + 1]
    assert said.split() == ["allowed:", "repeat_taken_once;", "refused:", "empty_keeps_all,",
                            "zero_names_none,", "long_line_in_pieces", "([answers]", "in", "the",
                            "rubric)"]  # fmt: skip
    assert read_rubric(rubric).answers == {
        "repeat_taken_once": True, "empty_keeps_all": False, "zero_names_none": False,
        "long_line_in_pieces": False}  # fmt: skip
    lines = run_grader("--points").stdout.splitlines()  # the default rubric's
    said = lines[lines.index(next(line for line in lines if " bad_answers_refused " in line)) + 1]
    assert said.split()[:6] == ["allowed:", "empty_keeps_all;", "refused:", "repeat_taken_once,",
                                "zero_names_none,", "long_line_in_pieces"]  # fmt: skip


def test_a_python_program_that_the_compiler_warns_of_fails_compiles_cleanly(tmp_path):
    program = tmp_path / "warned.py"
    text = (CLASS / "py_correct" / "yahtzee.py").read_text()
    program.write_text(text + '\nif __name__ is "x":  # a SyntaxWarning\n    pass\n')
    done = run_grader("--json", "-", "--games", "0", "--timeout", "5", str(program))
    rows = {row["name"]: row for row in json.loads(done.stdout)["checks"]}
    assert not rows["compiles_cleanly"]["passed"]
    # Warnings as errors, Python says its SyntaxWarning as a SyntaxError of the same words.
    assert '"is" with a literal' in rows["compiles_cleanly"]["failures"][0]["reason"]
    assert json.loads(done.stdout)["headings"]["Compilation"] == "not met"


@pytest.fixture(scope="module")
def autograder(tmp_path_factory):
    """Write Gradescope's autograder, and unzip it alone into a folder of its own."""
    written = tmp_path_factory.mktemp("written")
    done = run_grader("--gradescope-autograder", str(written))
    assert done.returncode == 0, done.stderr
    unzipped = tmp_path_factory.mktemp("source")
    with zipfile.ZipFile(written / "autograder.zip") as archive:
        assert {"setup.sh", "run_autograder", "grader.py", "grading/rubric.ini"} <= set(
            archive.namelist()
        )
        archive.extractall(unzipped)
    for name in ("setup.sh", "run_autograder"):
        (unzipped / name).chmod(0o755)  # zipfile keeps no modes on extraction; unzip does
    return written, unzipped


@pytest.mark.skipif(CLANG is None, reason="the submission is C, built with clang")
@pytest.mark.parametrize(
    "submission, verdict",
    [
        ("c_correct", "Verdict: CREDIT"),
        ("c_no_braces", "Verdict: NO CREDIT (not met: Code Style)"),
    ],
)
def test_gradescopes_run_autograder_grades_a_submission_into_results_json(
    autograder, tmp_path, submission, verdict
):
    written, unzipped = autograder
    with zipfile.ZipFile(written / "autograder.zip") as archive:
        modes = {info.filename: info.external_attr >> 16 for info in archive.infolist()}
    assert modes["run_autograder"] & 0o111 and modes["setup.sh"] & 0o111
    root = tmp_path / "autograder"  # Gradescope's /autograder, with its submission folder
    shutil.copytree(CLASS / submission, root / "submission")
    environment = {"PATH": "/usr/bin:/bin", "AUTOGRADER_ROOT": str(root), "HOME": str(tmp_path),
                   "PYTHON": sys.executable}  # fmt: skip
    done = subprocess.run(["bash", str(unzipped / "run_autograder")], capture_output=True,
                          text=True, timeout=300, env=environment, cwd=tmp_path)  # fmt: skip
    assert done.returncode == 0, done.stderr
    results = json.loads((root / "results" / "results.json").read_text())
    assert schema_faults(results) == []
    assert results["output"].splitlines()[-1] == verdict
    tests = {test["name"]: test for test in results["tests"]}
    assert tests["Code Style: braces"]["status"] == ("passed" if submission == "c_correct" else
                                                      "failed")  # fmt: skip
    assert results["score"] == sum(test["score"] for test in results["tests"])
    assert sorted((root / "submission").iterdir()) == sorted(
        root / "submission" / path.name for path in (CLASS / submission).iterdir()
    )  # nothing written where the student's files are


def test_setup_installs_what_the_grader_uses():
    from grading.gradescope import SETUP

    for package in ("clang", "valgrind", "python3", "pexpect", "lizard"):
        assert package in SETUP


GUIDE = (ROOT / "docs" / "grading.md").read_text(encoding="utf-8")


@pytest.mark.skipif(CLANG is None, reason="the report is of C, built with clang")
def test_the_grading_guides_report_of_a_faulty_submission_is_what_the_grader_prints():
    shown = GUIDE.split("$ python3 grader.py tests/class/c_no_braces\n")[1].split("\n$ echo")[0]
    done = run_grader("tests/class/c_no_braces", cwd=ROOT)
    assert (done.stdout.strip(), done.returncode) == (shown.strip(), 1)


def test_the_grading_guides_rubric_example_is_one_the_grader_takes(tmp_path):
    example = GUIDE.split("```ini\n")[1].split("```")[0]
    (tmp_path / "rubric.ini").write_text(example)
    rubric = read_rubric(tmp_path / "rubric.ini")
    assert rubric.checks["functions_small"] == ("Code Style", 20, True)
    assert (rubric.limits["function_lines"], rubric.limits["complexity"]) == (30, 10)
    assert rubric.checks["braces"].heading == "Code Style"  # the rest as the default has it
    answers = GUIDE.split("```ini\n")[2].split("```")[0]
    (tmp_path / "rubric.ini").write_text(answers)
    assert read_rubric(tmp_path / "rubric.ini").answers == {
        "repeat_taken_once": True, "empty_keeps_all": False, "zero_names_none": True,
        "long_line_in_pieces": False}  # fmt: skip


def test_the_grading_guides_autograder_line_is_what_the_grader_prints(autograder):
    written, _ = autograder
    shown = GUIDE.split("$ python3 grader.py --gradescope-autograder autograder/\n")[1]
    done = run_grader("--gradescope-autograder", "autograder/", cwd=written)
    assert done.stdout == shown.split("\n")[0].strip() + "\n"
    assert (written / "autograder" / "autograder.zip").is_file()


def test_a_source_of_over_a_megabyte_is_not_read_and_says_so(tmp_path):
    path = tmp_path / "yahtzee.c"
    path.write_text(CLEAN_C + "/*" + "x" * (1 << 20) + "*/\n")
    rows = source.source_rows([path], "c", None, tmp_path)
    assert rows and all(not row["tried"] for row in rows)
    assert "yahtzee.c is over 1 MB" in rows[0]["failures"][0]["reason"]


OLD_C = """    // for (int i = 0; i < 5; i++) {
    //     printf("die %d = %d\\n", i + 1, dice[i]);
    // }
    /* points = points * 2;
       printf("DEBUG points %d\\n", points); */
"""


def test_old_code_left_in_comments_is_quoted_a_few_stray_lines_apart(tmp_path):
    text = CLEAN_C.replace("    return points;\n", OLD_C + "    return points;\n")
    reason = failed(tmp_path, text)["no_commented_code"]
    assert reason.startswith("5 lines of code left commented out:\n")
    assert "yahtzee.c:23: // for (int i = 0; i < 5; i++) {" in reason and "and 2 more" in reason
    three = OLD_C.split("    /*")[0]
    stray = CLEAN_C.replace("    return points;\n", three + "    return points;\n")
    assert "no_commented_code" not in failed(tmp_path, stray)  # three lines: at the limit
    assert failed(tmp_path, text, limits={"dead_code_lines": 5}).get("no_commented_code") is None


def test_comments_in_words_are_not_old_code_though_they_name_code(tmp_path):
    words = (
        '"""Scores a line."""\n\n\n# Note: the dice are a list of five faces (1-6).\n'
        "# Returns the total; main() calls it once a turn.\n# score(dice) is the old name\n"
        "# TODO\n# total = the sum of the dice showing the face\n"
        "def score(face, dice):\n    # Helper (private): keep it short\n"
        "    return face * dice.count(face)\n"
    )
    assert "no_commented_code" not in failed(tmp_path, words, "python")
    old = "    # total = 0\n    # for die in dice:\n    #     if die == face:\n"
    old += "    #         total += die\n    #     else:\n    #         pass\n"
    reason = failed(tmp_path, words.replace("    return", old + "    return"), "python")
    assert reason["no_commented_code"].startswith("6 lines of code left commented out:\n")


SCORE_FACE = '''def score_{name}(dice):
    """Add up the {name}."""
    total = 0
    for value in dice:
        if value == {face}:
            total += {face}
    return total


'''
WRAPPED = "def score_{name}(dice):\n    return sum_of_face(dice, {face})\n\n\n"
NAMES = ("ones", "twos", "threes")


def test_functions_copied_but_for_their_values_fail_and_are_named_where_they_start(tmp_path):
    text = '"""Scores."""\n\n\n' + "".join(
        SCORE_FACE.format(name=name, face=face) for face, name in enumerate(NAMES, 1)
    )
    reason = failed(tmp_path, text, "python")["no_copied_functions"]
    assert reason.startswith(
        "3 functions are the same code but for their values (score_ones, score_twos, "
        "score_threes): one function with a parameter would do\n"
    )
    assert "yahtzee.py:4: def score_ones(dice):" in reason
    different = text.replace("total += 3", "total += value")  # one of them written otherwise
    assert "score_threes" not in failed(tmp_path, different, "python")["no_copied_functions"]
    assert "no_copied_functions" not in failed(tmp_path, text, "python", {"copied_tokens": 60})


def test_small_wrappers_alike_by_nature_are_no_copies(tmp_path):
    text = '"""Scores."""\n\n\n' + "".join(
        WRAPPED.format(name=name, face=face) for face, name in enumerate(NAMES, 1)
    )
    assert "no_copied_functions" not in failed(tmp_path, text, "python")
    c_text = CLEAN_C + CLEAN_C.split("/* Return the points")[1].replace("int score(", "int again(")
    assert "functions are the same code" in failed(tmp_path, c_text)["no_copied_functions"]


PLACEHOLDERS = '''"""Yahtzee, its state in globals."""

arr = [0, 0, 0, 0, 0]  # the dice
arr2 = [0] * 6  # the scores


def get_thing():
    """Read an answer."""
    stuff = input("? ")
    return stuff


def helper(dice, face):
    """Add up a face."""
    return face * dice.count(face)


def helper2(sheet):
    """Add up the sheet."""
    total = sum(sheet)
    return total
'''


def test_names_that_are_placeholders_fail_past_their_share_and_are_listed(tmp_path):
    reason = failed(tmp_path, PLACEHOLDERS, "python")["clear_names"]
    assert reason.startswith("6 of 10 names are placeholders (60%): ")
    assert "arr2 (in " in reason and "helper2 (in " in reason and "dice (in" not in reason
    clear = PLACEHOLDERS.replace("arr2", "scores").replace("helper2", "total_of")
    clear = clear.replace("helper", "face_sum").replace("arr", "dice").replace("stuff", "answer")
    assert "clear_names" not in failed(tmp_path, clear, "python")  # get_thing alone: 1 of 10
    assert "clear_names" not in failed(
        tmp_path, PLACEHOLDERS, "python", {"placeholder_share": 0.6}
    )


NAMES_TABLE = """
/* The lines' names, printed on the sheet. */
static const char LINE_NAMES[6][{width}] = {{"Ones", "Twos", "Threes",
                                         "Fours", "Fives", "Sixes"}};
static const char FACES[6] = "123456";

/* Print a line's name. */
void print_line(int line) {{
    printf("%s %c\\n", LINE_NAMES[line], FACES[line]);
}}
"""


@pytest.mark.skipif(CLANG is None, reason="the strings are read from clang's syntax tree")
def test_a_table_string_with_no_room_for_its_end_is_quoted_a_lone_array_of_chars_is_not(tmp_path):
    reason = failed(tmp_path, CLEAN_C + NAMES_TABLE.format(width=6))["strings_ended"]
    assert reason == (
        "1 string fills its array, leaving no room for the \\0 that ends a string:\n"
        '  yahtzee.c:27: static const char LINE_NAMES[6][6] = {"Ones", "Twos", "Threes",'
    )  # Threes alone: the others leave room; FACES is six characters, never a string
    assert "strings_ended" not in failed(tmp_path, CLEAN_C + NAMES_TABLE.format(width=7))
