"""The check report (index.html) and the review server in a real browser: headless Chromium (Debian's
/usr/bin/chromium) driven by Python Playwright. Run by `make test` after `swift test` (which builds the two
programs used here: report-fixture and layout-render-review):

    python3 Tests/Browser/test_report.py            # BIN_DIR defaults to .build/debug

The fixtures are drawn by our renderer (report-fixture): eight results covering every status, with names
holding <, &, quotes and a newline, and a 2,000-result report for the size measurement.
"""
import http.client
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

from playwright.sync_api import sync_playwright

BIN_DIR = os.path.abspath(os.environ.get("BIN_DIR", ".build/debug"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
RANK = {"changed": 0, "added": 1, "removed": 2, "error": 3, "passed": 4}
VIEW_KEYS = {"side": "1", "slider": "2", "onion": "3", "blink": "4", "diff": "5"}


def fixture(folder, count=None):
    cmd = [os.path.join(BIN_DIR, "report-fixture"), folder] + (["--count", str(count)] if count else [])
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return out.strip()


class Browser:
    playwright = None
    browser = None

    @classmethod
    def start(cls):
        if cls.browser is None:
            cls.playwright = sync_playwright().start()
            cls.browser = cls.playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        return cls.browser

    @classmethod
    def stop(cls):
        if cls.browser is not None:
            cls.browser.close()
            cls.playwright.stop()
            cls.browser = None


class Page:
    """A page with every console error and uncaught exception collected."""

    def __init__(self, url, width=1400, height=900):
        self.context = Browser.start().new_context(viewport={"width": width, "height": height})
        self.page = self.context.new_page()
        self.errors = []
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.goto(url)
        self.page.wait_for_selector("html[data-ready=true]", timeout=15000)

    def close(self):
        self.context.close()

    def statuses(self):
        return self.page.eval_on_selector_all("#rows li.row", "els => els.map(e => e.dataset.status)")

    def current(self):
        return self.page.eval_on_selector("#rows li.current", "e => [Number(e.dataset.pos), e.dataset.id]")

    def shown_images_loaded(self):
        """Every <img> in the detail pane, once loaded: [src, naturalWidth]."""
        self.page.wait_for_function(
            "() => Array.from(document.querySelectorAll('#detail img')).every(i => i.complete)", timeout=10000)
        return self.page.eval_on_selector_all("#detail img", "els => els.map(i => [i.getAttribute('src'), i.naturalWidth])")


class StaticReportTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="report-browser-")
        fixture(cls.tmp)
        cls.report = os.path.join(cls.tmp, "report")
        with open(os.path.join(cls.report, "results.json")) as f:
            cls.results = json.load(f)["results"]
        cls.url = "file://" + os.path.join(cls.report, "index.html")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def setUp(self):
        self.p = Page(self.url)

    def tearDown(self):
        self.p.close()

    def test_loads_with_no_console_error(self):
        self.assertEqual(self.p.errors, [])
        self.assertEqual(len(self.p.statuses()), len(self.results))

    def test_results_needing_review_come_first(self):
        statuses = self.p.statuses()
        # The fixture: 2 changed, 1 added, 1 removed, 1 error, 3 passed — in that order of status.
        self.assertEqual(statuses, ["changed", "changed", "added", "removed", "error", "passed", "passed", "passed"])
        self.assertEqual([RANK[s] for s in statuses], sorted(RANK[s] for s in statuses))

    def test_user_text_is_shown_as_text(self):
        page = self.p.page
        names = page.eval_on_selector_all("#rows .name", "els => els.map(e => e.textContent)")
        self.assertIn('Feed <Grid> & "Cards"', names)
        self.assertIn("Settings</script><b>x</b>", names)
        self.assertIn("profile's\nheader", names)
        # No markup came out of the data: the only <b> elements would be the injected one.
        self.assertEqual(page.eval_on_selector_all("b", "els => els.length"), 0)

    def test_long_names_break_after_dots_and_rows_stay_short(self):
        page = self.p.page
        # A Type.member name may break after its dot only: one break opportunity, the text unchanged.
        row = page.locator("#rows li", has_text="SearchViewController")
        self.assertEqual(row.locator(".name").text_content(), "SearchViewController.makeCompositionalLayout")
        self.assertEqual(row.locator(".name wbr").count(), 1)
        # In the 340-px list the name takes two lines, split at the dot, not inside a word.
        lines = row.locator(".name").evaluate(
            "e => { const r = document.createRange(); r.selectNodeContents(e);"
            " return Array.from(r.getClientRects()).map(x => Math.round(x.top)).filter((t, i, a) => a.indexOf(t) === i).length; }")
        self.assertEqual(lines, 2)
        first_line = row.locator(".name").evaluate(
            "e => { const t = e.firstChild; const r = document.createRange(); r.setStart(t, 0); r.setEnd(t, t.length);"
            " return r.getClientRects().length; }")
        self.assertEqual(first_line, 1, "SearchViewController is not cut")

    def test_a_message_is_edged_in_its_results_colour(self):
        # "no reference yet" is not an error: the added result's message has the added colour, the error's the
        # error colour (the page's own CSS variables, resolved by the browser).
        page = self.p.page
        edges = {}
        for status in ["added", "error"]:
            page.click(f"#rows li.row[data-status={status}]")
            page.wait_for_selector(f"#detail pre.message.{status}")
            edges[status] = page.eval_on_selector("#detail pre.message", "e => getComputedStyle(e).borderLeftColor")
            probe = page.evaluate(f"""() => {{ const d = document.createElement('div');
                d.style.color = 'var(--{status})'; document.body.appendChild(d);
                const c = getComputedStyle(d).color; d.remove(); return c; }}""")
            self.assertEqual(edges[status], probe, status)
        self.assertNotEqual(edges["added"], edges["error"])

    def test_notes_on_what_a_drawing_was_made_with_are_listed_as_text(self):
        # The added Swift layout was drawn one section per case and with a stand-in: both notes listed under
        # "Drawn with", as text (the stand-in's name holds markup); a result without notes shows no such list.
        page = self.p.page
        page.click("#rows li.row[data-status=added]")
        page.wait_for_selector("#detail .notes li")
        self.assertEqual(page.eval_on_selector("#detail .notes h3", "e => e.textContent"), "Drawn with")
        notes = page.eval_on_selector_all("#detail .notes li", "els => els.map(e => e.textContent)")
        self.assertEqual(len(notes), 2, notes)
        self.assertTrue(notes[0].endswith("drawn with one section per case of Section (top, recent), as no section identifiers were given"), notes)
        self.assertIn("<b>Pod</b>View & Co (a base class: a UIView)", notes[1])
        self.assertEqual(page.eval_on_selector_all("b", "els => els.length"), 0)
        page.click("#rows li.row[data-status=error]")
        page.wait_for_selector("#detail pre.message.error")
        self.assertEqual(page.eval_on_selector_all("#detail .notes", "els => els.length"), 0)

    def test_views_switch_and_show_both_pictures(self):
        page = self.p.page
        self.assertEqual(self.p.current()[0], 0)
        for view, key in VIEW_KEYS.items():
            page.keyboard.press(key)
            self.assertEqual(page.eval_on_selector(".views button.on", "b => b.dataset.view"), view)
            self.assertTrue(page.query_selector(".pictures.view-" + view), view)
        page.click(".views button[data-view=slider]")
        self.assertEqual(page.eval_on_selector(".stack img.over", "i => i.style.clipPath"), "inset(0px 0px 0px 50%)")
        page.fill(".range", "20")
        self.assertEqual(page.eval_on_selector(".stack img.over", "i => i.style.clipPath"), "inset(0px 0px 0px 20%)")
        page.keyboard.press("o")
        page.fill(".range", "30")
        self.assertEqual(page.eval_on_selector(".stack img.over", "i => i.style.opacity"), "0.3")
        page.keyboard.press("b")
        first = page.eval_on_selector(".stack img.over", "i => i.style.visibility || 'visible'")
        page.wait_for_function(f"() => (document.querySelector('.stack img.over').style.visibility || 'visible') !== '{first}'",
                               timeout=3000)
        page.keyboard.press("d")
        self.assertTrue(self.p.shown_images_loaded()[0][0].endswith(".diff.png"))
        page.keyboard.press("s")
        captions = page.eval_on_selector_all("#detail figcaption", "els => els.map(e => e.textContent)")
        self.assertEqual(captions, ["before (reference)", "after (this run)"])
        changes = page.eval_on_selector_all(".changes li", "els => els.map(e => e.textContent)")
        first_changed = next(r for r in self.results if r["status"] == "changed" and r["elementChanges"])
        self.assertEqual(changes[:len(first_changed["elementChanges"])], first_changed["elementChanges"])

    def test_every_picture_shown_exists(self):
        page = self.p.page
        checked = 0
        for pos in range(len(self.results)):
            page.click(f"#rows li[data-pos='{pos}']")
            for key in VIEW_KEYS.values():
                page.keyboard.press(key)
                for src, width in self.p.shown_images_loaded():
                    self.assertGreater(width, 0, src)
                    checked += 1
        self.assertGreater(checked, 20)
        self.assertEqual(self.p.errors, [])

    def test_filters(self):
        page = self.p.page
        page.uncheck("input[data-status=passed]")
        self.assertNotIn("passed", self.p.statuses())
        self.assertEqual(len(self.p.statuses()), 5)
        page.check("input[data-status=passed]")
        page.select_option("#file-filter", "App/Home.swift")
        # The list shows the file's name, its path in the tooltip (deep app trees stay one line a row).
        files = page.eval_on_selector_all("#rows .file", "els => els.map(e => [e.textContent, e.title])")
        self.assertEqual(files, [["Home.swift:20", "App/Home.swift:20"], ["Home.swift:20", "App/Home.swift:20"]])
        page.select_option("#variant-filter", "iPhoneX.portrait.light.rtl")
        self.assertEqual(len(self.p.statuses()), 1)
        page.select_option("#file-filter", "")
        page.select_option("#variant-filter", "")
        page.fill("#search", "legacy")
        self.assertEqual(self.p.statuses(), ["removed"])
        page.fill("#search", "no such layout")
        self.assertEqual(self.p.statuses(), [])
        self.assertIn("No result matches", page.inner_text("#detail"))

    def test_keyboard_navigation(self):
        page = self.p.page
        page.keyboard.press("j")
        self.assertEqual(self.p.current()[0], 1)
        page.keyboard.press("ArrowDown")
        page.keyboard.press("ArrowDown")
        self.assertEqual(self.p.current()[0], 3)
        self.assertEqual(page.inner_text("#detail h2"), "Legacy")
        page.keyboard.press("k")
        self.assertEqual(self.p.current()[0], 2)
        page.keyboard.press("ArrowUp")
        page.keyboard.press("ArrowUp")
        page.keyboard.press("ArrowUp")  # stays on the first
        self.assertEqual(self.p.current()[0], 0)
        page.keyboard.press("/")
        self.assertEqual(page.evaluate("document.activeElement.id"), "search")
        page.keyboard.type("e")  # typed into the search box, not a key of the page
        self.assertEqual(page.input_value("#search"), "e")
        self.assertEqual(page.evaluate("document.activeElement.id"), "search")
        page.keyboard.press("Escape")  # leaves the box (Chromium also clears a search box on Escape)
        self.assertNotEqual(page.evaluate("document.activeElement.id"), "search")
        before = self.p.current()[0]
        page.keyboard.press("j")
        self.assertEqual(self.p.current()[0], before + 1)


class AssetFileTests(unittest.TestCase):
    """The page's script and style are the files Sources/LayoutReport/Assets holds, inlined as they are (the
    EmbedReportAssets plugin makes them Swift constants at build time): what a linter reads is what the page runs."""

    ASSETS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources", "LayoutReport", "Assets")

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="report-assets-")
        fixture(cls.tmp)
        with open(os.path.join(cls.tmp, "report", "index.html"), encoding="utf-8") as f:
            cls.html = f.read()

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def asset(self, name):
        """The file's text less its final newline (the file's own; the page has the text up to it)."""
        with open(os.path.join(self.ASSETS, name), encoding="utf-8") as f:
            text = f.read()
        return text[:-1] if text.endswith("\n") else text

    def test_the_page_inlines_the_asset_files_as_they_are(self):
        self.assertIn("<style>\n" + self.asset("report.css") + "</style>", self.html)
        self.assertIn("<script>\n" + self.asset("report.js") + "</script>", self.html)

    def test_the_script_file_parses_as_javascript(self):
        node = shutil.which("node")
        if node is None:
            self.skipTest("node is not installed: the script file is not linted here")
        run = subprocess.run([node, "--check", os.path.join(self.ASSETS, "report.js")], capture_output=True, text=True)
        self.assertEqual(run.returncode, 0, run.stderr)


class LargeReportTests(unittest.TestCase):
    def test_two_thousand_results_interactive(self):
        tmp = tempfile.mkdtemp(prefix="report-large-")
        try:
            line = fixture(tmp, 2000)
            print("\n  " + line, file=sys.stderr)
            p = Page("file://" + os.path.join(tmp, "report", "index.html"))
            page = p.page
            ready = page.evaluate("performance.now()")
            timing = page.evaluate("JSON.stringify(performance.getEntriesByType('navigation')[0].toJSON())")
            nav = json.loads(timing)
            print(f"  2,000 results: page interactive {ready:.0f} ms after navigation start "
                  f"(DOMContentLoaded {nav['domContentLoadedEventEnd']:.0f} ms)", file=sys.stderr)
            rows = len(p.statuses())
            self.assertLess(rows, 2000)  # rows are rendered in chunks, not all at once
            self.assertEqual(p.statuses()[:200].count("changed"), 200 if rows >= 200 else rows)
            start = time.monotonic()
            page.keyboard.press("End")
            page.eval_on_selector("#list", "l => { l.scrollTop = l.scrollHeight; }")
            page.wait_for_function(f"() => document.querySelectorAll('#rows li').length > {rows}", timeout=5000)
            for _ in range(5):
                page.keyboard.press("j")
            print(f"  next chunk on scroll and five moves: {(time.monotonic() - start) * 1000:.0f} ms", file=sys.stderr)
            self.assertEqual(p.current()[0], 5)
            self.assertEqual(p.errors, [])
            p.close()
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


class ReviewServerTests(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="report-review-")
        fixture(self.tmp)
        self.report = os.path.join(self.tmp, "report")
        self.refs = os.path.join(self.tmp, "references")
        with open(os.path.join(self.report, "results.json")) as f:
            self.results = json.load(f)["results"]
        self.server = subprocess.Popen([os.path.join(BIN_DIR, "layout-render-review"), self.report, "--port", "0"],
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                                       cwd=self.tmp)
        line = self.server.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        self.assertIsNotNone(match, line + self.server.stderr.read() if self.server.poll() is not None else line)
        self.port = int(match.group(1))
        self.url = match.group(0)

    def tearDown(self):
        os.killpg(self.server.pid, 15)
        self.server.wait(timeout=10)
        self.server.stdout.close()
        self.server.stderr.close()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def request(self, method, path, body=None, headers=None):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        conn.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        hdrs = {"Host": f"127.0.0.1:{self.port}"}
        hdrs.update(headers or {})
        for k, v in hdrs.items():
            conn.putheader(k, v)
        data = body.encode() if body is not None else None
        if data is not None:
            conn.putheader("Content-Length", str(len(data)))
        conn.endheaders(data)
        response = conn.getresponse()
        try:
            return response.status, response.read()
        finally:
            conn.close()

    def result(self, status, name=None):
        return next(r for r in self.results if r["status"] == status and (name is None or r["name"] == name))

    def start_server(self):
        self.server = subprocess.Popen([os.path.join(BIN_DIR, "layout-render-review"), self.report, "--port", "0"],
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                                       cwd=self.tmp)
        line = self.server.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        self.assertIsNotNone(match, line)
        self.port = int(match.group(1))
        self.url = match.group(0)

    def test_decisions_survive_a_reload_and_a_new_review(self):
        p = Page(self.url)
        page = p.page
        changed = self.result("changed", 'Feed <Grid> & "Cards"')
        row = f"#rows li[data-id='{changed['id']}']".replace('"', '\\"')
        page.click(row)
        page.click("#detail button.reject")
        page.wait_for_selector(row + " .decision.rejected", timeout=10000)
        # The page reloaded: the decision is asked of the server.
        page.reload()
        page.wait_for_selector(row + " .decision.rejected", timeout=10000)
        p.close()
        with open(os.path.join(self.report, "review.json")) as f:
            self.assertEqual(json.load(f), {"decisions": {changed["id"]: "rejected"}})
        # Review stopped and started again on the same report: still there.
        os.killpg(self.server.pid, 15)
        self.server.wait(timeout=10)
        self.server.stdout.close()
        self.server.stderr.close()
        self.start_server()
        p = Page(self.url)
        p.page.wait_for_selector(row + " .decision.rejected", timeout=10000)
        self.assertEqual(p.errors, [])
        p.close()

    def test_accept_in_the_page_writes_the_reference(self):
        p = Page(self.url)
        page = p.page
        changed = self.result("changed", 'Feed <Grid> & "Cards"')
        target = os.path.join(self.refs, changed["reference"]["png"])
        actual = os.path.join(self.report, changed["actual"]["png"])
        with open(target, "rb") as f:
            old = f.read()
        with open(actual, "rb") as f:
            new = f.read()
        self.assertNotEqual(old, new)
        page.click(f"#rows li[data-id='{changed['id']}']".replace('"', '\\"'))
        page.click("#detail button.accept")
        page.wait_for_selector(f"#rows li.current .decision.accepted", timeout=10000)
        with open(target, "rb") as f:
            self.assertEqual(f.read(), new)
        with open(os.path.join(self.refs, changed["reference"]["frames"]), "rb") as a, \
                open(os.path.join(self.report, changed["actual"]["frames"]), "rb") as b:
            self.assertEqual(a.read(), b.read(), "frames")
        # The layout's metadata is rewritten (as check --accept does it), listing the accepted variant.
        with open(os.path.join(self.refs, changed["reference"]["meta"]), "rb") as f:
            meta = json.loads(f.read())
        self.assertEqual((meta["layout"], meta["file"]), (changed["name"], changed["file"]))
        self.assertIn(changed["variant"], meta["variants"])
        # Reject keeps the reference; 'r' on the second changed result.
        other = self.result("changed", "profile's\nheader")
        other_ref = os.path.join(self.refs, other["reference"]["png"])
        with open(other_ref, "rb") as f:
            kept = f.read()
        page.keyboard.press("j")
        page.keyboard.press("r")
        page.wait_for_selector("#rows li.current .decision.rejected", timeout=10000)
        with open(other_ref, "rb") as f:
            self.assertEqual(f.read(), kept)
        # A selection: the added and the removed result, accepted together.
        added, removed = self.result("added"), self.result("removed")
        for r in (added, removed):
            page.click(f"#rows li[data-id='{r['id']}'] input.pick")
        page.click("#accept-selected")
        page.wait_for_function("() => document.querySelectorAll('#rows .decision.accepted').length === 3", timeout=10000)
        self.assertTrue(os.path.exists(os.path.join(self.refs, added["reference"]["png"])))
        self.assertFalse(os.path.exists(os.path.join(self.refs, removed["reference"]["png"])))
        self.assertEqual(p.errors, [])
        # The decisions survive a reload of the page.
        status, body = self.request("GET", "/api/state")
        self.assertEqual(json.loads(body)["decisions"][changed["id"]], "accepted")
        p.close()

    def test_refuses_paths_outside_the_report(self):
        outside = os.path.join(self.tmp, "secret.txt")
        with open(outside, "w") as f:
            f.write("secret")
        os.symlink(self.tmp, os.path.join(self.report, "escape"))
        for path in ["/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/images/..%2f..%2fsecret.txt",
                     "//" + outside.lstrip("/"), "/" + outside.replace("/", "%2f"), "/escape/secret.txt", "/./results.json"]:
            status, body = self.request("GET", path)
            self.assertIn(status, (400, 403, 404), path)
            self.assertNotIn(b"secret", body.replace(b"secret.txt", b""), path)
        status, body = self.request("GET", "/results.json")
        self.assertEqual(status, 200)
        status, _ = self.request("GET", "/" + self.result("changed")["images"]["diff"].replace(" ", "%20"))
        self.assertEqual(status, 200)

    def test_refuses_foreign_hosts_and_cross_site_posts(self):
        changed = self.result("changed")
        body = json.dumps({"ids": [changed["id"]]})
        status, _ = self.request("GET", "/", headers={"Host": "evil.example:80"})
        self.assertEqual(status, 403)
        status, _ = self.request("POST", "/api/accept", body, {"Content-Type": "application/json", "Origin": "http://evil.example"})
        self.assertEqual(status, 403)
        status, _ = self.request("POST", "/api/accept", body, {"Content-Type": "text/plain"})
        self.assertEqual(status, 415)
        with open(os.path.join(self.refs, changed["reference"]["png"]), "rb") as f, \
                open(os.path.join(self.report, changed["images"]["before"]), "rb") as g:
            self.assertEqual(f.read(), g.read())  # nothing written

    def test_layout_render_review_starts_the_server(self):
        # The CLI's review subcommand finds layout-render-review beside itself and runs it in its place.
        cli = subprocess.Popen([os.path.join(BIN_DIR, "layout-render"), "review", self.report, "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                                       cwd=self.tmp)
        try:
            line = cli.stdout.readline()
            match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
            self.assertIsNotNone(match, line)
            conn = http.client.HTTPConnection("127.0.0.1", int(match.group(1)), timeout=10)
            conn.request("GET", "/")
            response = conn.getresponse()
            self.assertEqual(response.status, 200)
            self.assertIn(b'data-mode="review"', response.read())
            conn.close()
        finally:
            os.killpg(cli.pid, 15)
            cli.wait(timeout=10)
            cli.stdout.close()
            cli.stderr.close()

    def test_replies_carry_a_content_security_policy_and_only_pictures_and_json_are_served(self):
        def get(path):
            conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
            conn.request("GET", path)
            response = conn.getresponse()
            body = response.read()
            conn.close()
            return response, body
        page, _ = get("/")
        csp = page.getheader("Content-Security-Policy")
        self.assertTrue(csp.startswith("default-src 'none'; script-src 'nonce-"), csp)
        self.assertIn("connect-src 'self'", csp)
        self.assertNotIn("unsafe-inline", csp)
        self.assertEqual(page.getheader("X-Content-Type-Options"), "nosniff")
        data, _ = get("/results.json")
        self.assertEqual(data.status, 200)
        self.assertEqual(data.getheader("Content-Security-Policy"), "default-src 'none'; sandbox")
        # A page or an SVG in the report folder would run on review's origin, whose API accepts: not served.
        for name in ["evil.html", "evil.svg", "summary.md"]:
            with open(os.path.join(self.report, name), "w") as f:
                f.write("<script>fetch('/api/accept', {method: 'POST'})</script>")
            reply, _ = get("/" + name)
            self.assertEqual(reply.status, 403, name)

    def test_non_loopback_host_refused(self):
        run = subprocess.run([os.path.join(BIN_DIR, "layout-render-review"), self.report, "--host", "0.0.0.0"],
                             capture_output=True, text=True, timeout=30)
        self.assertEqual(run.returncode, 2)
        self.assertIn("loopback", run.stderr)
        self.assertEqual(len(run.stderr.strip().splitlines()), 1)


if __name__ == "__main__":
    try:
        result = unittest.main(exit=False, verbosity=2).result
    finally:
        Browser.stop()
    failed = len(result.failures) + len(result.errors)
    print(f"{result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed or not result.wasSuccessful() else 0)
