/// The report page's style sheet (inline in index.html): a results list on the left, the selected result on
/// the right, pictures scaled to the window; light and dark following the system.
enum HTMLReportStyle {
    static let text = #"""
:root { --bg: #fff; --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --panel: #f5f5f7; --current: #e8f0fe;
  --changed: #b25000; --added: #1a7f37; --removed: #8250df; --error: #cf222e; --passed: #57606a; --accent: #0a66d8; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #a1a1a6; --line: #3a3a3c; --panel: #2c2c2e; --current: #1f3a5f;
    --changed: #ff9f0a; --added: #30d158; --removed: #bf5af2; --error: #ff453a; --passed: #8e8e93; --accent: #4da3ff; }
}
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body { font: 14px/1.4 -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: var(--fg); background: var(--bg);
  display: flex; flex-direction: column; }
header { padding: 10px 16px; border-bottom: 1px solid var(--line); background: var(--panel); }
h1 { font-size: 17px; margin: 0 0 2px; }
h2 { font-size: 16px; margin: 0; overflow-wrap: break-word; min-width: 0; }
h3 { font-size: 13px; margin: 0 0 6px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
.summary { margin: 0; font-weight: 600; }
.run { margin: 2px 0 8px; color: var(--muted); font-size: 12px; overflow-wrap: anywhere; }
.filters, .review-bar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.review-bar { margin-top: 8px; }
.review-bar[hidden] { display: none; }
.status-filter { display: inline-flex; gap: 10px; flex-wrap: wrap; }
.status-toggle { white-space: nowrap; }
select, input[type=search] { font: inherit; padding: 2px 4px; max-width: 260px; }
button { font: inherit; padding: 3px 10px; border: 1px solid var(--line); border-radius: 6px; background: var(--bg);
  color: var(--fg); cursor: pointer; }
button.accept { border-color: var(--added); color: var(--added); }
button.reject { border-color: var(--error); color: var(--error); }
main { flex: 1; display: flex; min-height: 0; }
.list { width: 340px; min-width: 240px; overflow-y: auto; border-right: 1px solid var(--line); }
.list ol { list-style: none; margin: 0; padding: 0; }
.row { display: flex; gap: 8px; align-items: flex-start; padding: 6px 10px; border-bottom: 1px solid var(--line);
  cursor: pointer; }
.row.current { background: var(--current); }
.row-text { display: flex; flex-direction: column; min-width: 0; flex: 1; }
.row-text .name { font-weight: 600; overflow-wrap: break-word; }
.row-text .variant, .row-text .file { color: var(--muted); font-size: 12px; overflow-wrap: anywhere; }
.more { padding: 10px; color: var(--muted); font-size: 12px; min-height: 1px; }
.badge { font-size: 11px; font-weight: 700; text-transform: uppercase; padding: 1px 6px; border-radius: 4px;
  color: #fff; white-space: nowrap; }
.badge.changed { background: var(--changed); } .badge.added { background: var(--added); }
.badge.removed { background: var(--removed); } .badge.error { background: var(--error); }
.badge.passed { background: var(--passed); }
.decision { font-size: 11px; font-weight: 700; white-space: nowrap; }
.decision.accepted { color: var(--added); } .decision.rejected { color: var(--error); }
.detail { flex: 1; overflow: auto; padding: 12px 16px; min-width: 0; }
.detail-head { display: flex; gap: 10px; align-items: center; }
.facts { display: flex; flex-wrap: wrap; gap: 4px 14px; color: var(--muted); margin: 4px 0 8px; overflow-wrap: anywhere; }
.message { white-space: pre-wrap; background: var(--panel); border-left: 3px solid var(--error); padding: 6px 10px;
  margin: 0 0 8px; font-size: 13px; overflow-wrap: anywhere; }
/* The message's edge in its result's colour: red is for errors, not for "no reference yet". */
.message.added { border-left-color: var(--added); } .message.changed { border-left-color: var(--changed); }
.message.removed { border-left-color: var(--removed); } .message.passed { border-left-color: var(--passed); }
.actions { display: flex; gap: 8px; align-items: center; margin-bottom: 8px; }
.views { display: flex; gap: 4px; margin-bottom: 8px; flex-wrap: wrap; }
.views button.on { background: var(--accent); border-color: var(--accent); color: #fff; }
.detail-body { display: flex; gap: 16px; align-items: flex-start; }
.pictures { display: flex; gap: 12px; flex-wrap: wrap; flex: 1; min-width: 0; }
.picture { margin: 0; }
.picture img, .stack img { display: block; max-height: 70vh; max-width: 100%; height: auto; border: 1px solid var(--line);
  background: repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
.picture figcaption { color: var(--muted); font-size: 12px; margin: 0 0 4px; }
.hint { color: var(--muted); font-size: 12px; margin: 4px 0 0; }
.stack-wrap { display: inline-flex; flex-direction: column; }
.stack { position: relative; display: inline-block; line-height: 0; user-select: none; touch-action: none; }
.stack img.over { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
.stack .divider { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--accent);
  pointer-events: none; }
.range { width: 100%; margin-top: 6px; }
.changes { width: 280px; flex-shrink: 0; }
.changes ul { margin: 0 0 10px; padding-left: 18px; }
.changes li { overflow-wrap: anywhere; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
.links a { color: var(--accent); }
.empty { color: var(--muted); }
footer { padding: 4px 16px; border-top: 1px solid var(--line); color: var(--muted); font-size: 12px; background: var(--panel); }
html[data-mode=static] .review-keys { display: none; }
kbd { font-family: inherit; border: 1px solid var(--line); border-radius: 3px; padding: 0 4px; }
@media (max-width: 900px) { main { flex-direction: column; } .list { width: auto; max-height: 35vh; border-right: 0; }
  .detail-body { flex-direction: column; } .changes { width: auto; } }

"""#
}
