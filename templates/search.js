// blogkit in-browser search: static files only, no dependencies.
// The index is split (see search/manifest.js): a query loads the manifest, one shard of
// postings per term, and the few document shards its first results live in.
(function () {
  'use strict';
  var script = document.currentScript;
  var base = script.getAttribute('data-index');
  var root = base.replace(/search\/$/, '');
  var input = document.getElementById('search-query');
  var status = document.getElementById('search-status');
  var list = document.getElementById('search-results');
  var shown = 20;
  var state = { manifest: null, prefixes: null, stop: null, terms: {}, docs: {} };
  var requests = {};
  var api = window.blogkitSearch = {
    loaded: [],
    manifest: function (manifest) {
      state.manifest = manifest;
      state.prefixes = new Set(manifest.prefixes);
      state.stop = new Set(manifest.stop);
    },
    terms: function (prefix, postings) { state.terms[prefix] = postings; },
    docs: function (shard, rows) { state.docs[shard] = rows; }
  };

  function load(path) {
    if (!requests[path]) {
      requests[path] = new Promise(function (resolve, reject) {
        var element = document.createElement('script');
        element.src = base + path;
        element.onload = resolve;
        element.onerror = function () { reject(new Error('cannot load ' + base + path)); };
        document.head.appendChild(element);
        api.loaded.push(path);
        list.setAttribute('data-loaded', api.loaded.join(' '));
      });
    }
    return requests[path];
  }

  function fold(text) {
    return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  }

  function tokenize(text) {
    return fold(text).split(/[^\p{L}\p{N}]+/u).filter(function (term) {
      return term.length >= 2 && term.length <= 32 && !state.stop.has(term);
    });
  }

  function shardOf(term) {
    for (var length = term.length; length >= 0; length--) {
      if (state.prefixes.has(term.slice(0, length))) return term.slice(0, length);
    }
    return null;
  }

  function hex(prefix) {
    if (!prefix) return '_';
    return Array.from(new TextEncoder().encode(prefix), function (byte) {
      return byte.toString(16).padStart(2, '0');
    }).join('');
  }

  // Scores by document for one query term: its exact postings, or, for the term being typed,
  // those of every term in its shard that starts with it.
  function scores(term, prefixMatch) {
    var result = new Map();
    var postings = state.terms[shardOf(term)] || {};
    Object.keys(postings).forEach(function (candidate) {
      if (candidate !== term && !(prefixMatch && candidate.startsWith(term))) return;
      var doc = 0;
      postings[candidate].forEach(function (value) {
        doc += value >> 2;
        var score = (candidate === term ? 2 : 1) + (value & 3);
        result.set(doc, Math.max(result.get(doc) || 0, score));
      });
    });
    return result;
  }

  function rank(terms, typing) {
    var total = null;
    terms.forEach(function (term, index) {
      var current = scores(term, typing && index === terms.length - 1);
      if (total === null) { total = current; return; }
      var next = new Map();
      current.forEach(function (score, doc) {
        if (total.has(doc)) next.set(doc, total.get(doc) + score);
      });
      total = next;
    });
    return Array.from(total || []).sort(function (a, b) { return b[1] - a[1] || a[0] - b[0]; })
      .map(function (entry) { return entry[0]; });
  }

  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
    'September', 'October', 'November', 'December'];

  // '2011-11-11' -> 'November 11, 2011', as the site's pages write dates.
  function displayDate(day) {
    var parts = day.split('-').map(Number);
    return months[parts[1] - 1] + ' ' + parts[2] + ', ' + parts[0];
  }

  function highlight(text, terms) {
    var paragraph = document.createElement('p');
    text.split(/([\p{L}\p{N}]+)/u).forEach(function (part) {
      var folded = fold(part);
      var match = part && terms.some(function (term) { return folded.startsWith(term); });
      var node = match ? document.createElement('mark') : document.createTextNode(part);
      if (match) node.textContent = part;
      paragraph.appendChild(node);
    });
    return paragraph;
  }

  function show(query, terms, docs) {
    list.textContent = '';
    docs.slice(0, shown).forEach(function (doc) {
      var row = state.docs[Math.floor(doc / state.manifest.docsPerShard)][doc % state.manifest.docsPerShard];
      var item = document.createElement('li');
      var link = document.createElement('a');
      link.href = root + row[2];
      link.textContent = row[0] || 'Untitled';
      item.appendChild(link);
      if (row[1]) {
        var time = document.createElement('time');
        time.dateTime = row[1];
        time.textContent = displayDate(row[1]);
        item.appendChild(time);
      }
      item.appendChild(highlight(row[3], terms));
      list.appendChild(item);
    });
    var count = docs.length === 1 ? '1 post matches' : docs.length + ' posts match';
    status.textContent = docs.length === 0 ? 'No post matches “' + query + '”.'
      : count + ' “' + query + '”' + (docs.length > shown ? ', the first ' + shown + ' shown.' : '.');
  }

  function search(query, typing) {
    query = query.trim();
    if (!query) { status.textContent = ''; list.textContent = ''; return Promise.resolve(); }
    return load('manifest.js').then(function () {
      var terms = tokenize(query);
      if (terms.length === 0) { show(query, terms, []); return; }
      var shards = terms.map(shardOf).filter(function (prefix) { return prefix !== null; });
      return Promise.all(shards.map(function (prefix) { return load('t/' + hex(prefix) + '.js'); }))
        .then(function () {
          var docs = rank(terms, typing);
          var needed = new Set(docs.slice(0, shown).map(function (doc) {
            return Math.floor(doc / state.manifest.docsPerShard);
          }));
          return Promise.all(Array.from(needed, function (shard) { return load('d/' + shard + '.js'); }))
            .then(function () { if (input.value.trim() === query) show(query, terms, docs); });
        });
    }).catch(function (error) { status.textContent = 'Search failed: ' + error.message; });
  }

  var timer = null;
  input.addEventListener('input', function () {
    clearTimeout(timer);
    timer = setTimeout(function () {
      var url = new URL(window.location.href);
      url.searchParams.set('q', input.value);
      try { history.replaceState(null, '', url); } catch (error) { /* file:// pages may refuse */ }
      search(input.value, true);
    }, 150);
  });
  var initial = new URLSearchParams(window.location.search).get('q');
  if (initial) {
    input.value = initial;
    search(initial, false);
  }
})();
