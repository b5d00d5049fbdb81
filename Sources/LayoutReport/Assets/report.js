(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('report-data').textContent);
  var results = data.results;
  var review = document.documentElement.getAttribute('data-mode') === 'review';
  var CHUNK = 120;
  var VIEWS = [['side', 'Side by side', '1', 's'], ['slider', 'Slider', '2', 'l'], ['onion', 'Onion skin', '3', 'o'],
               ['blink', 'Blink', '4', 'b'], ['diff', 'Diff', '5', 'd']];
  var state = { shown: [], rendered: 0, pos: -1, view: 'side', selected: {}, decisions: {}, blink: null };
  var rows = document.getElementById('rows');
  var more = document.getElementById('more');
  var detail = document.getElementById('detail');
  var statusFilter = document.getElementById('status-filter');
  var fileFilter = document.getElementById('file-filter');
  var variantFilter = document.getElementById('variant-filter');
  var search = document.getElementById('search');
  var reviewStatus = document.getElementById('review-status');

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function href(path) { return path.split('/').map(encodeURIComponent).join('/'); }
  function place(r) { return r.file + (r.line ? ':' + r.line : ''); }
  // The list shows the file's name; its folder is in the tooltip, the detail and the file filter (deep app trees
  // would take four lines a row).
  function shortPlace(r) { return r.file.split('/').pop() + (r.line ? ':' + r.line : ''); }
  // A layout name that may break after each dot (Type.member), not inside a word.
  function dotted(tag, cls, text) {
    var e = el(tag, cls);
    String(text).split('.').forEach(function (part, k) {
      if (k > 0) { e.appendChild(document.createTextNode('.')); e.appendChild(document.createElement('wbr')); }
      e.appendChild(document.createTextNode(part));
    });
    return e;
  }

  // Filters: status boxes with counts, files and variants from the data.
  var counts = {}, files = {}, variants = {};
  results.forEach(function (r) {
    counts[r.status] = (counts[r.status] || 0) + 1; files[r.file] = 1; variants[r.variant] = 1;
  });
  ['changed', 'added', 'removed', 'error', 'passed'].forEach(function (s) {
    var label = el('label', 'status-toggle ' + s);
    var box = el('input');
    box.type = 'checkbox'; box.checked = true; box.value = s; box.setAttribute('data-status', s);
    box.addEventListener('change', applyFilters);
    label.appendChild(box);
    label.appendChild(document.createTextNode(' ' + s + ' (' + (counts[s] || 0) + ')'));
    statusFilter.appendChild(label);
  });
  function fillSelect(select, values) {
    Object.keys(values).sort().forEach(function (v) { var o = el('option', null, v); o.value = v; select.appendChild(o); });
    select.addEventListener('change', applyFilters);
  }
  fillSelect(fileFilter, files);
  fillSelect(variantFilter, variants);
  search.addEventListener('input', applyFilters);

  function applyFilters() {
    var on = {};
    statusFilter.querySelectorAll('input').forEach(function (b) { on[b.value] = b.checked; });
    var file = fileFilter.value, variant = variantFilter.value, text = search.value.toLowerCase();
    var current = state.pos >= 0 ? state.shown[state.pos] : -1;
    state.shown = [];
    for (var i = 0; i < results.length; i++) {
      var r = results[i];
      if (!on[r.status]) continue;
      if (file && r.file !== file) continue;
      if (variant && r.variant !== variant) continue;
      if (text && (r.name + ' ' + r.file + ' ' + r.variant).toLowerCase().indexOf(text) < 0) continue;
      state.shown.push(i);
    }
    rows.textContent = ''; state.rendered = 0;
    document.getElementById('shown-count').textContent = state.shown.length + ' of ' + results.length + ' shown';
    renderMore();
    var keep = state.shown.indexOf(current);
    select(keep >= 0 ? keep : (state.shown.length ? 0 : -1), false);
  }

  function renderMore(upTo) {
    var end = Math.min(state.shown.length, Math.max(state.rendered + CHUNK, (upTo || 0) + 1));
    var fragment = document.createDocumentFragment();
    for (var p = state.rendered; p < end; p++) fragment.appendChild(row(p));
    rows.appendChild(fragment);
    state.rendered = end;
    more.textContent = end < state.shown.length ? (state.shown.length - end) + ' more…' : '';
  }
  if ('IntersectionObserver' in window) {
    new IntersectionObserver(function (entries) {
      if (entries.some(function (e) { return e.isIntersecting; }) && state.rendered < state.shown.length) renderMore();
    }, { root: document.getElementById('list'), rootMargin: '400px' }).observe(more);
  }

  function row(p) {
    var i = state.shown[p], r = results[i];
    var li = el('li', 'row ' + r.status);
    li.setAttribute('data-pos', p); li.setAttribute('data-id', r.id); li.setAttribute('data-status', r.status);
    if (review) {
      var box = el('input', 'pick');
      box.type = 'checkbox'; box.checked = !!state.selected[r.id]; box.title = 'Select (x)';
      box.addEventListener('click', function (e) { e.stopPropagation(); toggle(r.id, box.checked); });
      li.appendChild(box);
    }
    li.appendChild(el('span', 'badge ' + r.status, r.status));
    var text = el('span', 'row-text');
    text.appendChild(dotted('span', 'name', r.name));
    text.appendChild(el('span', 'variant', r.variant));
    var file = el('span', 'file', shortPlace(r));
    file.title = place(r);
    text.appendChild(file);
    li.appendChild(text);
    var decision = state.decisions[r.id];
    if (decision) li.appendChild(el('span', 'decision ' + decision, decision));
    li.addEventListener('click', function () { select(p, true); });
    return li;
  }

  function rowAt(p) { return rows.querySelector('li[data-pos="' + p + '"]'); }

  function select(p, scroll) {
    var old = rowAt(state.pos);
    if (old) old.classList.remove('current');
    state.pos = p;
    if (p < 0) { detail.textContent = ''; detail.appendChild(el('p', 'empty', 'No result matches the filters.')); return; }
    if (p >= state.rendered) renderMore(p);
    var li = rowAt(p);
    if (li) { li.classList.add('current'); if (scroll) li.scrollIntoView({ block: 'nearest' }); }
    renderDetail();
  }

  function image(path, label) {
    var figure = el('figure', 'picture');
    var img = el('img');
    img.loading = 'lazy'; img.decoding = 'async'; img.alt = label; img.src = href(path);
    figure.appendChild(el('figcaption', null, label));
    figure.appendChild(img);
    return figure;
  }

  function stack(r, kind) {
    var box = el('div', 'stack ' + kind);
    var before = el('img', 'under'); before.src = href(r.images.before); before.alt = 'before';
    var after = el('img', 'over'); after.src = href(r.images.after); after.alt = 'after';
    box.appendChild(before); box.appendChild(after);
    var wrap = el('div', 'stack-wrap'); wrap.appendChild(box);
    if (kind === 'slider' || kind === 'onion') {
      var range = el('input', 'range'); range.type = 'range'; range.min = 0; range.max = 100; range.value = 50;
      range.setAttribute('aria-label', kind === 'slider' ? 'slider position' : 'after opacity');
      var divider = null;
      if (kind === 'slider') { divider = el('div', 'divider'); box.appendChild(divider); }
      var apply = function () {
        if (kind === 'slider') { after.style.clipPath = 'inset(0 0 0 ' + range.value + '%)'; divider.style.left = range.value + '%'; }
        else after.style.opacity = range.value / 100;
      };
      range.addEventListener('input', apply);
      if (kind === 'slider') {
        box.addEventListener('pointermove', function (e) {
          if (!e.buttons) return;
          var rect = box.getBoundingClientRect();
          range.value = Math.round(100 * (e.clientX - rect.left) / rect.width); apply();
        });
      }
      apply();
      wrap.appendChild(range);
      wrap.appendChild(el('p', 'hint', kind === 'slider' ? 'before ← drag → after' : 'before ← opacity → after'));
    } else {
      var shown = true;
      state.blink = setInterval(function () { shown = !shown; after.style.visibility = shown ? 'visible' : 'hidden';
        label.textContent = shown ? 'after' : 'before'; }, 600);
      var label = el('p', 'hint', 'after');
      wrap.appendChild(label);
    }
    return wrap;
  }

  function renderDetail() {
    if (state.blink) { clearInterval(state.blink); state.blink = null; }
    var r = results[state.shown[state.pos]];
    detail.textContent = '';
    var head = el('div', 'detail-head');
    head.appendChild(el('span', 'badge ' + r.status, r.status));
    head.appendChild(dotted('h2', null, r.name));
    detail.appendChild(head);
    var facts = el('p', 'facts');
    facts.appendChild(el('span', 'variant', r.variant));
    facts.appendChild(el('span', 'file', place(r)));
    if (r.changedElements) facts.appendChild(el('span', null, r.changedElements + ' element' + (r.changedElements === 1 ? '' : 's') + ' changed'));
    if (r.differingPixels) facts.appendChild(el('span', null, r.differingPixels + ' pixels differ'));
    if (r.recorded) facts.appendChild(el('span', 'recorded', 'reference recorded'));
    detail.appendChild(facts);
    if (r.message) detail.appendChild(el('pre', 'message ' + r.status, r.message));
    if (r.notes && r.notes.length) {
      // What the drawing was made with that the code does not say (values chosen, names stood in for).
      var notes = el('div', 'notes');
      notes.appendChild(el('h3', null, 'Drawn with'));
      var noteList = el('ul');
      r.notes.forEach(function (n) { noteList.appendChild(el('li', null, n)); });
      notes.appendChild(noteList);
      detail.appendChild(notes);
    }
    if (review && r.status !== 'passed') {
      var actions = el('div', 'actions');
      var accept = el('button', 'accept', 'Accept (a)'); accept.addEventListener('click', function () { decide('accept', [r.id]); });
      var reject = el('button', 'reject', 'Reject (r)'); reject.addEventListener('click', function () { decide('reject', [r.id]); });
      actions.appendChild(accept); actions.appendChild(reject);
      if (state.decisions[r.id]) actions.appendChild(el('span', 'decision ' + state.decisions[r.id], state.decisions[r.id]));
      detail.appendChild(actions);
    }
    var hasBoth = r.images.before && r.images.after;
    if (hasBoth || r.images.diff) {
      var tabs = el('div', 'views'); tabs.setAttribute('role', 'tablist');
      VIEWS.forEach(function (v) {
        var b = el('button', 'view' + (state.view === v[0] ? ' on' : ''), v[1] + ' ' + v[2]);
        b.setAttribute('data-view', v[0]); b.setAttribute('role', 'tab');
        b.addEventListener('click', function () { setView(v[0]); });
        tabs.appendChild(b);
      });
      detail.appendChild(tabs);
    }
    var body = el('div', 'detail-body');
    var pictures = el('div', 'pictures view-' + state.view);
    var view = state.view;
    if (view === 'diff') {
      if (r.images.diff) pictures.appendChild(image(r.images.diff, 'difference'));
      else pictures.appendChild(el('p', 'empty', 'No diff image: the pictures match' + (r.status === 'changed' ? ' (the frames changed)' : '') + '.'));
    } else if (view !== 'side' && hasBoth) {
      pictures.appendChild(stack(r, view));
    } else {
      if (view !== 'side') pictures.appendChild(el('p', 'empty', 'This view needs a before and an after picture.'));
      if (r.images.before) pictures.appendChild(image(r.images.before, r.status === 'passed' ? 'reference' : 'before (reference)'));
      if (r.images.after) pictures.appendChild(image(r.images.after, r.status === 'passed' ? 'rendering' : 'after (this run)'));
      if (!r.images.before && !r.images.after) pictures.appendChild(el('p', 'empty', 'No picture.'));
    }
    body.appendChild(pictures);
    var side = el('aside', 'changes');
    side.appendChild(el('h3', null, 'Element changes'));
    if (r.elementChanges.length) {
      var list = el('ul');
      r.elementChanges.forEach(function (c) { list.appendChild(el('li', null, c)); });
      side.appendChild(list);
      if (r.changedElements > r.elementChanges.length) side.appendChild(el('p', 'hint', (r.changedElements - r.elementChanges.length) + ' more not listed'));
    } else {
      side.appendChild(el('p', 'hint', r.status === 'changed' ? 'None: only the picture changed.' : 'None.'));
    }
    var links = el('ul', 'links');
    [['before', r.images.before], ['after', r.images.after], ['diff', r.images.diff]].forEach(function (l) {
      if (!l[1]) return;
      var li = el('li'), a = el('a', null, l[0] + ': ' + l[1].split('/').pop()); a.href = href(l[1]); a.title = l[1];
      li.appendChild(a); links.appendChild(li);
    });
    if (r.reference) links.appendChild(el('li', 'reference', 'reference: ' + r.reference.png));
    side.appendChild(links);
    body.appendChild(side);
    detail.appendChild(body);
  }

  function setView(v) { state.view = v; if (state.pos >= 0) renderDetail(); }

  function toggle(id, on) {
    if (on) state.selected[id] = true; else delete state.selected[id];
    var n = Object.keys(state.selected).length;
    document.getElementById('selected-count').textContent = n + ' selected';
  }

  function decide(action, ids) {
    if (!ids.length) { reviewStatus.textContent = 'Nothing selected.'; return; }
    reviewStatus.textContent = (action === 'accept' ? 'Accepting ' : 'Rejecting ') + ids.length + '…';
    fetch('api/' + action, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ids: ids }) })
      .then(function (response) { return response.json().then(function (body) { return { ok: response.ok, body: body }; }); })
      .then(function (answer) {
        var done = 0, failed = [];
        (answer.body.results || []).forEach(function (x) {
          if (x.ok) { state.decisions[x.id] = action === 'accept' ? 'accepted' : 'rejected'; done++; }
          else failed.push(x.id + ': ' + x.message);
        });
        reviewStatus.textContent = (action === 'accept' ? 'Accepted ' : 'Rejected ') + done
          + (failed.length ? '; failed: ' + failed.join('; ') : '') + (answer.body.error ? answer.body.error : '');
        refreshRows(); if (state.pos >= 0) renderDetail();
      })
      .catch(function (e) { reviewStatus.textContent = 'Request failed: ' + e; });
  }

  function refreshRows() {
    rows.querySelectorAll('li.row').forEach(function (li) {
      var id = li.getAttribute('data-id'), d = state.decisions[id], old = li.querySelector('.decision');
      if (old) old.remove();
      if (d) li.appendChild(el('span', 'decision ' + d, d));
    });
  }

  if (review) {
    // Decisions already taken (this session, or an earlier review of the same report: review.json).
    fetch('api/state').then(function (r) { return r.json(); }).then(function (body) {
      var saved = body.decisions || {};
      Object.keys(saved).forEach(function (id) { if (!state.decisions[id]) state.decisions[id] = saved[id]; });
      refreshRows(); if (state.pos >= 0) renderDetail();
    }).catch(function () {});
    document.getElementById('review-bar').hidden = false;
    document.getElementById('select-shown').addEventListener('click', function () {
      state.shown.forEach(function (i) { if (results[i].status !== 'passed') state.selected[results[i].id] = true; });
      rows.querySelectorAll('input.pick').forEach(function (b) { b.checked = !!state.selected[b.parentNode.getAttribute('data-id')]; });
      toggle(null, false);
    });
    document.getElementById('accept-selected').addEventListener('click', function () { decide('accept', Object.keys(state.selected).sort()); });
    document.getElementById('reject-selected').addEventListener('click', function () { decide('reject', Object.keys(state.selected).sort()); });
  }

  document.addEventListener('keydown', function (e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    var typing = e.target && (e.target.tagName === 'INPUT' && e.target.type !== 'checkbox' && e.target.type !== 'range' || e.target.tagName === 'SELECT');
    if (typing) { if (e.key === 'Escape') e.target.blur(); return; }
    var k = e.key;
    if (k === 'j' || k === 'ArrowDown') { if (state.pos + 1 < state.shown.length) select(state.pos + 1, true); e.preventDefault(); return; }
    if (k === 'k' || k === 'ArrowUp') { if (state.pos > 0) select(state.pos - 1, true); e.preventDefault(); return; }
    if (k === '/') { search.focus(); e.preventDefault(); return; }
    for (var v = 0; v < VIEWS.length; v++) {
      if (k === VIEWS[v][2] || k === VIEWS[v][3]) { setView(VIEWS[v][0]); e.preventDefault(); return; }
    }
    if (review && state.pos >= 0) {
      var id = results[state.shown[state.pos]].id;
      if (k === 'a') { decide('accept', [id]); e.preventDefault(); }
      else if (k === 'r') { decide('reject', [id]); e.preventDefault(); }
      else if (k === 'x') {
        toggle(id, !state.selected[id]);
        var box = rowAt(state.pos) && rowAt(state.pos).querySelector('input.pick');
        if (box) box.checked = !!state.selected[id];
        e.preventDefault();
      }
    }
  });

  applyFilters();
  document.documentElement.setAttribute('data-ready', 'true');
})();
