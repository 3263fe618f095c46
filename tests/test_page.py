"""The page of server.py, played in a real headless Chromium the way a person would.

Buttons are found by their accessible names and pressed with the mouse or keys; nothing
reaches into the page's variables. `make test` installs Debian's chromium and
chromium-driver when they are missing (as root), so these tests never skip silently.
"""

import json
import os
import re
import shutil
import signal
import subprocess
import sys

import pytest
from scripted import GAME, run_game, solve_of, start_solving_server
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import yahtzee as y

CHROMIUM, DRIVER = shutil.which("chromium"), shutil.which("chromedriver")
if not (CHROMIUM and DRIVER):
    raise RuntimeError("the browser tests need chromium and chromium-driver: see make tools")


@pytest.fixture(scope="module")
def server():
    """Start `yahtzee.py --serve --port 0`; yield its address; stop it."""
    process = subprocess.Popen(
        [sys.executable, GAME, "--serve", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    yield process.stdout.readline().split()[-1].rstrip("/")
    process.send_signal(signal.SIGTERM)
    process.communicate(timeout=10)


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    """Start a headless Chromium that may reach nothing but this machine; yield its driver."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    profile = tmp_path_factory.mktemp("profile")
    for flag in (
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--no-first-run", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--disable-default-apps", f"--user-data-dir={profile}",
        "--window-size=1280,800",
    ):  # fmt: skip
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    yield driver
    driver.quit()


# ------------------------------------------------------------------ a person's hands and eyes


def button(driver, name, prefix=False, timeout=10):
    """Return the button whose accessible name is name (or starts with it), once it shows."""

    def found(driver):
        try:
            for element in driver.find_elements(By.TAG_NAME, "button"):
                label = element.accessible_name
                if label == name or (prefix and label.startswith(name)):
                    return element
        except StaleElementReferenceException:  # the page drew itself anew: look again
            pass
        return False

    return WebDriverWait(driver, timeout).until(found)


def messages(driver):
    """Return the lines of the messages log, as a screen reader would hear them."""
    return driver.find_element(By.ID, "messages").text.splitlines()


def after(driver, action, count=1):
    """Do action, then wait until the messages log has count lines more; return the new ones."""
    before = len(messages(driver))
    action()
    WebDriverWait(driver, 10).until(
        lambda driver: len(messages(driver)) >= before + count, f"after {messages(driver)}"
    )
    return messages(driver)[before:]


def press(driver, key):
    """Press a key on the page, wherever the focus is, as a person at the keyboard does."""
    ActionChains(driver).send_keys(key).perform()


def open_page(driver, server, query=""):
    """Open the page afresh (no game kept) and wait for its first game."""
    driver.get(f"{server}/api/rules")  # the same origin, and no page to start a game
    driver.execute_script("sessionStorage.clear(); localStorage.clear()")
    driver.get(f"{server}/{query}")
    WebDriverWait(driver, 10).until(lambda driver: messages(driver))


def line_buttons(driver):
    """Return the sheet's enabled line buttons."""
    sheet = driver.find_element(By.ID, "sheet")
    return [
        element for element in sheet.find_elements(By.TAG_NAME, "button") if element.is_enabled()
    ]


# ------------------------------------------------------------------ the tests


def test_a_seeded_full_game_by_clicks_and_keys_is_the_consoles_game(browser, server):
    open_page(browser, server, "?rules=yahtzee&seed=7")
    said, answers = [], []
    for turn in range(1, 14):
        said += after(browser, lambda: press(browser, "r"))
        if turn == 1:  # hold die 1 by a click and die 2 by a key, then roll the rest
            first, second = said[-1].split(": ")[1].split()[:2]
            button(browser, f"Die 1: {first}").click()
            button(browser, f"Die 1: {first}, held")
            press(browser, "2")
            button(browser, f"Die 2: {second}, held")
            said += after(browser, lambda: button(browser, "Roll (2 left)").click())
            answers += ["hold 1", "toggle 2", "roll"]
        choice = line_buttons(browser)[0]
        line = choice.accessible_name.rsplit(" ", 1)[0]
        said += after(browser, choice.click, count=2 if turn == 13 else 1)
        answers.append(f"score {line}!" if turn < 13 else "")  # a button means it: ! (issue 39)
    final = browser.find_element(By.ID, "final").text
    console = run_game("--full", "--seed", "7", stdin="\n".join(answers) + "\n").stdout
    kept = ("Roll", "Scored", "Final score")
    assert [line for line in said if line.startswith(kept)] == [
        line for line in console.splitlines() if line.startswith(kept)
    ]
    assert final == console.splitlines()[-1] and final.startswith("Final score: ")
    button(browser, "New game").click()


def test_a_hold_by_click_and_by_key_shows_on_the_die(browser, server):
    open_page(browser, server, "?rules=yacht&dice=6 2 6 3 1")
    after(browser, lambda: button(browser, "Roll (3 left)").click())
    button(browser, "Die 1: 6").click()
    held = button(browser, "Die 1: 6, held")
    assert held.get_attribute("aria-pressed") == "true"
    press(browser, "3")
    assert button(browser, "Die 3: 6, held").get_attribute("aria-pressed") == "true"
    press(browser, "1")
    assert button(browser, "Die 1: 6").get_attribute("aria-pressed") == "false"


def test_a_line_the_joker_rule_forbids_is_disabled_and_says_why(browser, server):
    open_page(browser, server, "?rules=yahtzee&dice=" + "5 " * 10)
    after(browser, lambda: press(browser, "r"))
    after(browser, lambda: button(browser, "Yahtzee 50").click(), count=1)
    after(browser, lambda: press(browser, "r"))
    chance = button(browser, "Chance")
    assert not chance.is_enabled()
    rule = browser.find_element(By.ID, chance.get_attribute("aria-describedby")).text
    assert rule == "Joker rule: with the Yahtzee line used, a Yahtzee of 5s must go on Fives."
    assert button(browser, "Fives 25").is_enabled()


def test_a_refusal_is_shown_in_the_live_region(browser, server):
    open_page(browser, server, "?rules=homework&seed=3")
    for _ in range(3):
        after(browser, lambda: press(browser, "r"))
    assert not button(browser, "Roll (0 left)").is_enabled()
    said = after(browser, lambda: press(browser, "r"))
    assert said == ["The rolling is over this turn: choose a line, e.g. score ones."]
    log = browser.find_element(By.ID, "messages")
    assert log.get_attribute("aria-live") == "polite" and log.get_attribute("role") == "log"
    refusal = log.find_elements(By.CLASS_NAME, "refusal")[-1]
    assert refusal.text == said[0]


def test_a_reload_mid_game_keeps_the_game(browser, server):
    open_page(browser, server, "?rules=yacht&seed=11")
    rolled = after(browser, lambda: press(browser, "r"))[0]
    dice = rolled.split(": ")[1].split()
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda driver: "Welcome back" in " ".join(messages(driver)))
    for position, face in enumerate(dice, 1):
        assert button(browser, f"Die {position}: {face}")
    assert button(browser, "Roll (2 left)").is_enabled()


def test_hint_answers_in_the_consoles_words(browser, server):
    open_page(browser, server, "?rules=homework&dice=6 6 6 1 2")
    after(browser, lambda: press(browser, "r"))
    hint, following = after(browser, lambda: button(browser, "Hint").click())
    assert hint.startswith("Hint: re-roll 4 5 (expected final score ")
    assert following.startswith("Next best: ")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width, height", [(360, 740), (1280, 800)], ids=["phone", "desk"])
def test_it_reads_at_each_width_loads_nothing_from_elsewhere_and_logs_no_error(
    browser, server, tmp_path, scheme, width, height
):
    browser.get_log("performance")  # what the earlier tests asked for is not this test's
    browser.get_log("browser")
    browser.set_window_size(width, height)
    browser.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-color-scheme", "value": scheme}]},
    )
    open_page(browser, server, "?rules=yahtzee&seed=2")
    after(browser, lambda: press(browser, "r"))
    page = browser.find_element(By.TAG_NAME, "body")
    assert page.size["width"] <= width  # nothing wider than the window
    shot = tmp_path / f"page-{width}x{height}-{scheme}.png"
    assert browser.save_screenshot(str(shot)) and shot.stat().st_size > 1000
    sent = [json.loads(entry["message"])["message"] for entry in browser.get_log("performance")]
    urls = [
        event["params"]["request"]["url"]
        for event in sent  # not chromium's own pages (its new tab page may load meanwhile)
        if event["method"] == "Network.requestWillBeSent"
        and not event["params"].get("documentURL", "").startswith("chrome://")
    ]
    assert urls and all(url.startswith((server, "data:")) for url in urls), urls
    severe = [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
    # Chromium asks for /favicon.ico for the JSON it opened first (open_page's /api/rules);
    # the page itself names its icon (data:), and asks for nothing else.
    assert [entry for entry in severe if "/favicon.ico " not in entry["message"]] == []
    browser.set_window_size(1280, 800)  # the next test starts from the desk size


def test_the_page_and_its_files_are_served_with_a_policy_that_keeps_them_here(server):
    import urllib.request

    for path, kind in (
        ("/", "text/html"),
        ("/page.css", "text/css"),
        ("/page.js", "text/javascript"),
    ):
        with urllib.request.urlopen(server + path, timeout=10) as response:
            assert response.headers["Content-Type"].startswith(kind)
            assert "default-src 'self'" in response.headers["Content-Security-Policy"]


def test_keys_in_the_seed_field_are_typing_not_moves(browser, server):
    open_page(browser, server, "?rules=homework&seed=4")
    field = browser.find_element(By.ID, "seed")
    field.clear()
    field.send_keys("r1", Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda driver: "New game" in " ".join(messages(driver)))
    assert not [line for line in messages(browser) if line.startswith("Roll")]


def test_a_seed_too_long_for_a_javascript_number_plays_the_consoles_game(browser, server):
    seed = "12345678901234567"  # Number() would round it to ...568
    open_page(browser, server, f"?rules=homework&seed={seed}")
    (first,) = after(browser, lambda: press(browser, "r"))
    console = subprocess.run([sys.executable, GAME, "--seed", seed, "--no-review"],
                             input="quit\n", capture_output=True, text=True)  # fmt: skip
    roll = next(line for line in console.stdout.splitlines() if line.startswith("Roll 1: "))
    assert first == roll and f"seed {seed}" in messages(browser)[0]


def test_a_server_that_has_stopped_is_said_on_the_page(browser):
    command = [sys.executable, GAME, "--serve", "--port", "0"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    address = process.stdout.readline().split()[-1].rstrip("/")
    open_page(browser, address, "?rules=homework")
    process.send_signal(signal.SIGTERM)
    process.communicate(timeout=10)
    (said,) = after(browser, lambda: press(browser, "r"))
    assert said == "The server cannot be reached: is it still running?"
    retry = button(browser, "Retry")
    (again,) = after(browser, retry.click)  # still gone: said again, and the game is kept
    assert again == said and browser.execute_script("return sessionStorage.length") == 1


def in_view(driver, element_id):
    """Return whether an element is shown and wholly within the window, as it is now."""
    script = (
        "const box = document.getElementById(arguments[0]).getBoundingClientRect();"
        "return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;"
    )
    return driver.execute_script(script, element_id)


def test_on_a_phone_the_end_of_a_game_shows_the_score_and_the_review_in_view(browser, server):
    browser.set_window_size(360, 740)
    try:
        open_page(browser, server, "?rules=homework&seed=4")
        for _ in range(6):
            after(browser, lambda: press(browser, "r"))
            after(browser, lambda: line_buttons(browser)[0].click())
        browser.execute_script("window.scrollTo(0, 0)")
        final = browser.find_element(By.ID, "final")
        assert final.is_displayed() and final.text.startswith("Final score: ")
        assert in_view(browser, "final") and in_view(browser, "review")
        review = browser.find_element(By.ID, "review").text
        assert review.startswith("Expected final score at the start: 59.16; lost to decisions: ")
        meaning = browser.find_element(By.ID, "meaning").text  # what the figures mean, below
        assert (
            meaning == "An expected score is what the best play from that point scores on average."
        )
        assert re.search(
            r"On turn \d, [1-6 ]+: you (kept all the dice|scored \w+ for \d+); best: ", review
        )
        reasons = r"\n(\w+: \d+ now \+ [\d.]+ to come; |Keeping (all|the [1-6 ]+): )"
        assert re.search(reasons, review), review  # each costly decision's reason, as data
        assert "re-roll" not in review and "kept all," not in review  # the page's own words
        again = browser.find_element(By.ID, "again")
        assert again.text == "New game" and in_view(browser, "again")
        assert not browser.find_element(By.ID, "dice").is_displayed()
    finally:
        browser.set_window_size(1280, 800)


def test_on_a_phone_the_answer_to_a_hint_is_by_the_dice_in_view(browser, server):
    browser.set_window_size(360, 740)
    try:
        open_page(browser, server, "?rules=yahtzee&seed=2")
        after(browser, lambda: press(browser, "r"))
        after(browser, lambda: press(browser, "h"))
        browser.execute_script("window.scrollTo(0, 0)")
        assert browser.find_element(By.ID, "last").text.startswith("Hint: ")
        assert in_view(browser, "last")
    finally:
        browser.set_window_size(1280, 800)


def focused_key(driver):
    """Return the data-key of the element that has the keyboard's focus."""
    return driver.execute_script("return document.activeElement.dataset.key || ''")


def test_the_focus_stays_on_the_die_toggled_and_l_reaches_the_lines(browser, server):
    open_page(browser, server, "?rules=homework&seed=3")
    after(browser, lambda: press(browser, "r"))
    browser.execute_script("document.querySelector('[data-key=\"die-2\"]').focus()")
    press(browser, " ")  # a person at the keyboard toggles the die with Space
    redrawn = (StaleElementReferenceException,)  # the die may be drawn anew as it is read
    WebDriverWait(browser, 10, ignored_exceptions=redrawn).until(
        lambda driver: "held" in button(driver, "Die 2", True).accessible_name
    )
    assert focused_key(browser) == "die-2"
    press(browser, "l")
    assert focused_key(browser).startswith("line-")
    scored = after(browser, lambda: press(browser, "\n"))
    assert (
        scored[-1].startswith("Scored ")
        and browser.switch_to.active_element.get_attribute("id") == "roll"
    )


def test_a_jokers_rule_is_said_once_not_under_every_line(browser, server):
    open_page(browser, server, "?rules=yahtzee&dice=" + "5 " * 10)
    after(browser, lambda: press(browser, "r"))
    after(browser, lambda: button(browser, "Yahtzee 50").click())
    after(browser, lambda: press(browser, "r"))
    sheet = browser.find_element(By.TAG_NAME, "main").text
    assert sheet.count("Joker rule:") == 1


def test_new_game_in_the_middle_of_one_asks_first_on_its_own_button(browser, server):
    open_page(browser, server, "?rules=homework&seed=3")
    after(browser, lambda: press(browser, "r"))
    dice = [element.accessible_name for element in browser.find_elements(By.CLASS_NAME, "die")]
    button(browser, "New game").click()
    asked = button(browser, "Lose this game? Press again")
    assert [
        element.accessible_name for element in browser.find_elements(By.CLASS_NAME, "die")
    ] == dice
    asked.click()
    button(browser, "New game")  # the new game has started: the button says so again
    assert messages(browser) == ["New game: homework, seed 3."]
    assert browser.find_element(By.ID, "roll").text == "Roll (3 left)"


def test_at_1280_px_the_sheet_stands_beside_the_dice(browser, server):
    open_page(browser, server, "?rules=yahtzee&seed=2")
    script = "return document.getElementById(arguments[0]).getBoundingClientRect().{}"
    dice_right = browser.execute_script(script.format("right"), "dice")
    sheet_left = browser.execute_script(script.format("left"), "sheet")
    sheet_top = browser.execute_script(script.format("top"), "sheet")
    assert sheet_left >= dice_right and sheet_top < 200


def test_the_dice_are_drawn_as_dice_and_no_line_button_wraps_on_a_phone(browser, server):
    browser.set_window_size(360, 740)
    try:
        open_page(browser, server, "?rules=yahtzee&seed=2")
        after(browser, lambda: press(browser, "r"))
        for die in browser.find_elements(By.CLASS_NAME, "die"):
            face = int(die.accessible_name.split(": ")[1][0])
            assert len(die.find_elements(By.CSS_SELECTOR, ".pip.on")) == face
        heights = browser.execute_script(
            "return [...document.querySelectorAll('#sheet button')].map(b => b.offsetHeight)"
        )
        assert max(heights) == min(heights)  # "Three of a Kind 0" on one line, as "Ones 2"
    finally:
        browser.set_window_size(1280, 800)


def test_a_hint_can_be_done_in_one_click_and_says_no_shell_command(browser, server):
    open_page(browser, server, "?rules=homework&dice=6 6 6 1 2 6 6")
    after(browser, lambda: press(browser, "r"))
    after(browser, lambda: press(browser, "h"), count=2)
    apply = button(browser, "Hold 1 2 3 and roll")
    said = after(browser, apply.click)
    assert said == ["Roll 2: 6 6 6 6 6"]
    open_page(browser, server, "?rules=yahtzee&seed=2")
    after(browser, lambda: press(browser, "r"))
    after(browser, lambda: press(browser, "h"))
    said = messages(browser)
    assert "python3" not in " ".join(said)  # the page gives no shell command
    assert browser.find_element(By.ID, "last").text.startswith("Hint: ")
    guess = "Exact advice is not available for this game yet: this hint is a good guess."
    assert said[-1] == guess  # the full card is not solved here: the hint is heuristic


@pytest.mark.slow  # a whole solve of the full card, with numpy (make test installs it)
def test_on_a_card_with_no_table_the_hint_is_a_guess_then_exact_and_the_page_says_when(
    browser, tmp_path
):
    server, url = start_solving_server(tmp_path, "--full")
    try:
        solve = solve_of(server)
        os.killpg(solve, signal.SIGSTOP)  # held still: the first hint comes before its end
        open_page(browser, url.rstrip("/"), "?rules=yahtzee&seed=2")
        after(browser, lambda: press(browser, "r"))
        hint, guess = after(browser, lambda: press(browser, "h"), count=2)
        assert hint.endswith("(heuristic)")
        assert re.fullmatch(
            r"Exact advice is being worked out for this game \(\d+% done(, about \d+ s to go)?\): "
            r"this hint is a good guess\.",
            guess,
        )
        os.killpg(solve, signal.SIGCONT)
        ready = "Exact advice is ready: this hint, and every one after it, is the best move."

        def exact(driver):  # a hint at a time until one is exact: no clock
            said = after(driver, lambda: press(driver, "h"), count=2)
            return said[-1] == ready and said

        said = WebDriverWait(browser, 3600, poll_frequency=0.5).until(exact)
        assert said[0].startswith("Hint: re-roll") and "(expected final score " in said[0]
        later = after(browser, lambda: press(browser, "h"), count=2)
        assert "(expected final score " in later[0] and ready not in later  # said once
    finally:
        server.send_signal(signal.SIGTERM)
        server.communicate(timeout=60)


def test_the_page_holds_no_regular_expression_over_a_servers_sentence():
    # Issue 38: the page read the server's prose back (reviewWords, inPageWords, pageWords).
    with open(GAME.rsplit("/", 1)[0] + "/page.js", encoding="utf-8") as file:
        text = file.read()
    for reading in (".match(", "RegExp", ".search(", "startsWith(", "endsWith(", '.split(" ('):
        assert reading not in text, reading
    # Its only patterns read the player's own seed and key, and its own request's body.
    tested = re.findall(r"/(\S+)/\.test\((\w+(?:\.\w+)?)\)", text)
    assert tested == [(r"^-?\d{1,40}$", "seed"), (r"^[1-5]$", "event.key")]
    assert re.findall(r"\.replace\(/", text) == [".replace(/"]  # the body's last brace


def test_keys_walk_the_lines_and_question_mark_lists_every_key(browser, server):
    open_page(browser, server, "?rules=homework&seed=3")
    after(browser, lambda: press(browser, "r"))
    assert not browser.find_element(By.ID, "all-keys").is_displayed()
    press(browser, "?")
    assert "from line to line" in browser.find_element(By.ID, "all-keys").text
    press(browser, "l")
    first = focused_key(browser)
    press(browser, Keys.ARROW_DOWN)
    second = focused_key(browser)
    assert first.startswith("line-") and second.startswith("line-") and first != second
    scored = after(browser, lambda: press(browser, Keys.ENTER))
    assert scored[-1].startswith("Scored ") and f" on {second[5:]}." in scored[-1]


def test_a_held_die_is_marked_by_more_than_colour_and_motion_can_be_reduced(browser, server):
    open_page(browser, server, "?rules=homework&seed=3")
    after(browser, lambda: press(browser, "r"))
    press(browser, "1")
    redrawn = (StaleElementReferenceException,)  # the die may be drawn anew as it is read
    WebDriverWait(browser, 10, ignored_exceptions=redrawn).until(
        lambda _: held_die(browser).endswith("held")
    )
    style = browser.execute_script(  # the die as drawn now, not an element found before
        "const die = document.querySelector('[data-key=\"die-1\"]');"
        "return getComputedStyle(die).outlineStyle"
    )
    assert style == "dashed"
    browser.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]},
    )
    try:
        after(browser, lambda: press(browser, "r"))
        script = "return [...document.querySelectorAll('.die')].map(d => getComputedStyle(d)"
        names = browser.execute_script(script + ".animationName)")
        assert set(names) == {"none"}
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def held_die(driver):
    """Return the first die's accessible name."""
    return button(driver, "Die 1", prefix=True).accessible_name


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width, height", [(360, 740), (1280, 800)], ids=["phone", "desk"])
def test_an_axe_audit_finds_no_serious_or_critical_violation(
    browser, server, scheme, width, height
):
    from axe_selenium_python import Axe

    browser.set_window_size(width, height)
    browser.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-color-scheme", "value": scheme}]},
    )
    try:
        open_page(browser, server, "?rules=yahtzee&seed=2")
        after(browser, lambda: press(browser, "r"))
        press(browser, "1")
        audit = Axe(browser)
        audit.inject()
        found = audit.run()["violations"]
        grave = [(v["id"], v["impact"], len(v["nodes"])) for v in found
                 if v["impact"] in ("serious", "critical")]  # fmt: skip
        assert grave == [], grave
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        browser.set_window_size(1280, 800)


def test_several_players_on_the_page_each_sheet_in_columns_and_the_standings(browser, server):
    browser.set_window_size(360, 740)
    try:
        open_page(browser, server, "?rules=homework&seed=4")
        browser.find_element(By.ID, "players").send_keys("Ann, advisor")
        button(browser, "New game").click()  # no roll yet: nothing to lose, so no question
        WebDriverWait(browser, 10).until(
            lambda d: "Ann's turn" in d.find_element(By.ID, "whose").text
        )
        seats = browser.find_element(By.ID, "seats").text
        assert "Ann (to play)" in seats and "advisor" in seats
        assert (
            in_view(browser, "turn-player")
            and "Ann's turn" in browser.find_element(By.ID, "turn-player").text
        )
        for _ in range(6):
            after(browser, lambda: press(browser, "r"))
            after(browser, lambda: line_buttons(browser)[0].click())
        final = browser.find_element(By.ID, "final").text
        assert re.fullmatch(r"(Ann|advisor) \d+, (Ann|advisor) \d+", final)
        assert browser.find_element(By.TAG_NAME, "body").size["width"] <= 360
        log = messages(browser)  # the advisor's turns, a move a line: no prompt, no ruler
        assert sum(line.startswith("advisor: ") for line in log) >= 1
        assert not [line for line in log if "positions" in line or "Re-roll which" in line]
        review = browser.find_element(By.ID, "review").text.splitlines()
        assert review[0] == "Ann:" and review[1].startswith("Expected final score at the start")
        assert "advisor:" not in review
        assert (
            messages(browser)[-1].endswith(".")
            and "wins with" in " ".join(messages(browser)[-1:])
            or "tie with" in messages(browser)[-1]
        )
    finally:
        browser.set_window_size(1280, 800)


def test_a_whole_game_by_keys_only_is_the_consoles_game(browser, server):
    open_page(browser, server, "?rules=homework&seed=5")
    said = []
    for _ in range(5):
        said += after(browser, lambda: press(browser, "r"))
        press(browser, "l")
        said += after(browser, lambda: press(browser, Keys.ENTER))
    said += after(browser, lambda: press(browser, "r"))
    press(browser, "l")
    said += after(browser, lambda: press(browser, Keys.ENTER), count=2)
    answers = [answer for line in range(1, 6) for answer in ("", str(line))] + [""]
    console = run_game("--seed", "5", "--no-review", stdin="\n".join(answers) + "\n")
    kept = ("Roll", "Scored", "Final score")
    assert [line for line in said if line.startswith(kept)] == [
        line for line in console.stdout.splitlines() if line.startswith(kept)
    ]


def test_the_hints_button_says_the_move_in_the_pages_words(browser, server):
    open_page(browser, server, "?rules=homework&dice=6 6 6 6 6")
    after(browser, lambda: press(browser, "r"))
    after(browser, lambda: press(browser, "h"), count=2)
    assert button(browser, "Keep all the dice")


@pytest.mark.parametrize("width", [360, 1280], ids=["phone", "desk"])
def test_the_score_column_does_not_shift_when_a_score_appears(browser, server, width):
    browser.set_window_size(width, 800)
    try:
        open_page(browser, server, "?rules=yahtzee&seed=2")
        script = (
            "return [...document.querySelectorAll('#sheet thead th')]"
            ".map(cell => Math.round(cell.getBoundingClientRect().left))"
        )
        before = browser.execute_script(script)
        for turn in range(3):
            after(browser, lambda: press(browser, "r"))
            after(browser, lambda: line_buttons(browser)[-1].click())  # Chance, then more
            assert browser.execute_script(script) == before, turn
    finally:
        browser.set_window_size(1280, 800)


def test_the_rules_menu_is_the_servers_list_of_rule_sets(browser, server):
    # Issue 38: the menu was written into the page, and lacked yahtzee-free.
    open_page(browser, server, "?rules=yahtzee-free&seed=4")
    menu = browser.find_element(By.ID, "rules")
    options = [
        option.get_attribute("value") for option in menu.find_elements(By.TAG_NAME, "option")
    ]
    assert options == list(y.RULE_SETS)
    assert menu.get_attribute("value") == "yahtzee-free"
    assert browser.find_element(By.ID, "turns").text == "13"


def test_each_message_is_announced_once_to_a_screen_reader(browser, server):
    # Issue 38: the answer went to a status region and to the log, so it was read twice.
    open_page(browser, server, "?rules=homework&seed=3")
    live = browser.execute_script(
        "return [...document.querySelectorAll('[aria-live], [role=status], [role=log],"
        " [role=alert]')].map((element) => element.id)"
    )
    assert live == ["messages"]


def test_the_one_key_shortcuts_can_be_turned_off_and_stay_off(browser, server):
    # Issue 38 (WCAG 2.1.4): a single key acted with no way to turn it off.
    open_page(browser, server, "?rules=homework&seed=3")
    switch = browser.find_element(By.ID, "shortcuts")
    assert switch.is_selected()
    switch.click()
    browser.find_element(By.ID, "turn-heading").click()  # the focus off the switch
    before = browser.find_element(By.ID, "roll").text
    press(browser, "r")
    assert browser.find_element(By.ID, "roll").text == before == "Roll (3 left)"  # no roll
    browser.get(f"{server}/?rules=homework&seed=3")  # the next visit, the game kept
    WebDriverWait(browser, 10).until(lambda driver: messages(driver))
    assert not browser.find_element(By.ID, "shortcuts").is_selected()  # and the switch
    browser.find_element(By.ID, "shortcuts").click()
    browser.find_element(By.ID, "turn-heading").click()
    after(browser, lambda: press(browser, "r"))
    assert browser.find_element(By.ID, "roll").text == "Roll (2 left)"


def test_a_link_opened_during_a_game_asks_before_leaving_it(browser, server):
    # Issue 38: "Welcome back" played on and the link was ignored.
    open_page(browser, server, "?rules=homework&seed=3")
    after(browser, lambda: press(browser, "r"))
    browser.get(f"{server}/?rules=yacht&seed=4")
    WebDriverWait(browser, 10).until(lambda driver: driver.find_elements(By.ID, "leave"))
    assert "Welcome back: the game goes on." in messages(browser)
    assert browser.find_element(By.ID, "turns").text == "6"  # the game in play is kept
    browser.find_element(By.ID, "leave").click()
    WebDriverWait(browser, 10).until(
        lambda driver: driver.find_element(By.ID, "turns").text == "12"
    )
    assert browser.find_element(By.ID, "rules").get_attribute("value") == "yacht"
