#!/usr/bin/env python3
"""Takes the gallery's picture of the check report: a report of the fixture's eight results (report-fixture,
pictures drawn by our renderer) opened in headless Chromium (/usr/bin/chromium, Python Playwright), the first
changed result shown side by side, saved as gallery/report/report.png (and the slider view as
report-slider.png).

    make gallery-report        # builds report-fixture, then runs this

Not made by `layout-render gallery`: a browser draws it, and Chromium and font versions change its pixels, so
scripts/check-gallery.sh leaves gallery/report/ out of its comparison (the page itself is checked by
Tests/Browser/test_report.py)."""
import os
import shutil
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

bin_dir = os.environ.get("BIN_DIR", ".build/debug")
out_dir = sys.argv[1] if len(sys.argv) > 1 else "gallery/report"
# A fixed folder (per user), not a random one: the page shows the fixture's paths, so the picture stays the same
# from one run to the next.
tmp = os.path.join(tempfile.gettempdir(), f"layout-render-report-example-{os.getuid()}")
shutil.rmtree(tmp, ignore_errors=True)
os.makedirs(tmp, mode=0o700)
try:
    subprocess.run([os.path.join(bin_dir, "report-fixture"), tmp], check=True, stdout=subprocess.DEVNULL)
    os.makedirs(out_dir, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 820}, color_scheme="light")
        page.goto("file://" + os.path.join(tmp, "report", "index.html"))
        page.wait_for_selector("html[data-ready=true]")
        page.wait_for_function("() => Array.from(document.querySelectorAll('#detail img')).every(i => i.complete)")
        page.screenshot(path=os.path.join(out_dir, "report.png"))
        page.keyboard.press("2")
        page.fill(".range", "50")
        page.wait_for_function("() => Array.from(document.querySelectorAll('#detail img')).every(i => i.complete)")
        page.screenshot(path=os.path.join(out_dir, "report-slider.png"))
        browser.close()
    print(f"wrote {out_dir}/report.png, {out_dir}/report-slider.png")
finally:
    shutil.rmtree(tmp, ignore_errors=True)
