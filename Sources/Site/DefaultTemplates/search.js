// blogkit in-browser search: static files only, no dependencies. It reads a query the way
// `blogkit search` does (words, "phrases", prefix*, OR, -word and NOT word, title:, category:,
// prose:, code:), splits and stems it as the archive's index does (unicode61 without
// diacritics, then SQLite's Porter stemmer; Chinese, Japanese and Korean runs as pairs of
// characters), and ranks with the same bm25 and column weights. The index is split (see
// search/manifest.js): a query loads the manifest, the term shards of its words, the length
// shards of the posts that match, and the post shards of the results shown.
(function () {
  'use strict';
  var script = document.currentScript;
  var base = script.getAttribute('data-index');
  var root = base.replace(/search\/$/, '');
  var input = document.getElementById('search-query');
  var status = document.getElementById('search-status');
  var list = document.getElementById('search-results');
  var pageSize = 10;
  // The most term shards a prefix may load (`a*` would load most of the index).
  var maximumShards = 12;
  var k1 = 1.2, b = 0.75;
  var columns = ['title', 'categories', 'prose', 'code'];
  var state = { manifest: null, terms: {}, pairs: {}, lengths: {}, posts: {} };
  var requests = {};
  var api = window.blogkitSearch = {
    loaded: [],
    manifest: function (manifest) { state.manifest = manifest; },
    terms: function (shard, postings) { state.terms[shard] = postings; },
    pairs: function (shard, postings) { state.pairs[shard] = postings; },
    lengths: function (shard, ranges, offsets) { state.lengths[shard] = decodeLengths(ranges, offsets); },
    posts: function (shard, list) {
      list.forEach(function (fields, offset) { state.posts[shard * state.manifest.postsPerShard + offset] = fields; });
    }
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

  // Numbers of the index (IndexNumbers.swift): five bits a character, lowest first.
  var digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
  function decode(text) {
    var values = [], value = 0, shift = 0;
    for (var i = 0; i < text.length; i++) {
      var digit = digits.indexOf(text[i]);
      value += (digit & 31) * Math.pow(2, shift);
      if (digit >= 32) { shift += 5; continue; }
      values.push(value);
      value = 0;
      shift = 0;
    }
    return values;
  }

  // Lengths (LengthCode.swift): each its range's number, a character, then the offset in that
  // range, the range's bits, read from the offsets six a character, lowest first.
  var digitValues = {};
  for (var d = 0; d < digits.length; d++) digitValues[digits[d]] = d;
  function decodeLengths(ranges, offsets) {
    var table = state.manifest.lengthRanges, values = [], bit = 0;
    for (var i = 0; i < ranges.length; i++) {
      var range = 2 * digitValues[ranges[i]], value = 0;
      for (var k = 0; k < table[range + 1]; k++, bit++) {
        if ((digitValues[offsets[Math.floor(bit / 6)]] >> (bit % 6)) & 1) value += Math.pow(2, k);
      }
      values.push(table[range] + value);
    }
    return values;
  }

  // ---- Tokens, as the archive's index makes them (CJKBigramTokenizer, unicode61, porter).

  var wordCharacter = /[\p{L}\p{N}\p{Co}]/u;
  // CJKScript.swift's blocks.
  var cjkBlocks = [[0x1100, 0x11FF], [0x3005, 0x3007], [0x3021, 0x3029], [0x3031, 0x3035], [0x303B, 0x303C],
    [0x3040, 0x30FF], [0x3130, 0x318F], [0x31F0, 0x31FF], [0x3400, 0x4DBF], [0x4E00, 0x9FFF], [0xA960, 0xA97F],
    [0xAC00, 0xD7FF], [0xF900, 0xFAFF], [0xFF66, 0xFF9F], [0xFFA0, 0xFFDC], [0x20000, 0x3FFFF]];
  function isCJK(character) {
    var code = character.codePointAt(0);
    return cjkBlocks.some(function (block) { return code >= block[0] && code <= block[1]; }) &&
      wordCharacter.test(character);
  }

  // unicode61 with remove_diacritics: lowercase, accents off; porter then stems the token.
  function fold(text) {
    return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  }

  // Calls emit(token, start, end, colocated) for each token of text, start and end in UTF-16
  // units; `document` adds each CJK character alone, colocated with its pair, as the index does.
  function tokens(text, asDocument, emit) {
    var pieces = /[\p{L}\p{N}\p{Co}\u0300-\u036f]+/gu, match;
    while ((match = pieces.exec(text)) !== null) {
      var characters = Array.from(match[0]);
      var offset = match.index, word = '', wordStart = offset, run = [];
      var flushWord = function (end) {
        var folded = fold(word).split(/[^\p{L}\p{N}\p{Co}]+/u).join('');
        if (folded) emit(stem(folded), wordStart, end, false);
        word = '';
      };
      var flushRun = function () {
        if (run.length === 1) emit(run[0].text, run[0].start, run[0].end, false);
        for (var i = 0; i + 1 < run.length; i++) {
          emit(run[i].text + run[i + 1].text, run[i].start, run[i + 1].end, false);
          if (!asDocument) continue;
          emit(run[i].text, run[i].start, run[i].end, true);
          if (i + 2 === run.length) emit(run[i + 1].text, run[i + 1].start, run[i + 1].end, true);
        }
        run = [];
      };
      characters.forEach(function (character) {
        var end = offset + character.length;
        if (isCJK(character)) {
          if (word) flushWord(offset);
          run.push({ text: character, start: offset, end: end });
        } else {
          if (run.length) flushRun();
          if (!word) wordStart = offset;
          word += character;
        }
        offset = end;
      });
      if (word) flushWord(offset);
      if (run.length) flushRun();
    }
  }

  // SQLite's FTS5 Porter stemmer, on the token's UTF-8 bytes (other bytes are consonants).
  var step2 = [['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'],
    ['logi', 'log'], ['bli', 'ble'], ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'],
    ['ization', 'ize'], ['ation', 'ate'], ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'],
    ['ousness', 'ous'], ['aliti', 'al'], ['iviti', 'ive'], ['biliti', 'ble']];
  var step3 = [['ical', 'ic'], ['ness', ''], ['icate', 'ic'], ['iciti', 'ic'], ['ful', ''], ['ative', ''], ['alize', 'al']];
  var step4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate',
    'iti', 'ous', 'ive', 'ize'];

  function stem(token) {
    var z = Array.from(new TextEncoder().encode(token), function (byte) { return String.fromCharCode(byte); });
    if (z.length > 64 || z.length < 3) return token;
    var at = function (i) { return z[z.length + i]; };
    var vowel = function (c, yIsVowel) { return 'aeiou'.indexOf(c) >= 0 || (yIsVowel && c === 'y'); };
    var gobble = function (from, end, previousIsConsonant) {
      var consonant = previousIsConsonant, i;
      for (i = from; i < end; i++) { if (!(consonant = !vowel(z[i], consonant))) break; }
      for (i++; i < end; i++) { if ((consonant = !vowel(z[i], consonant))) return i + 1; }
      return 0;
    };
    var measureAbove0 = function (end) { return gobble(0, end, false) > 0; };
    var measureAbove1 = function (end) { var n = gobble(0, end, false); return n > 0 && gobble(n, end, true) > 0; };
    var measureIs1 = function (end) { var n = gobble(0, end, false); return n > 0 && gobble(n, end, true) === 0; };
    var hasVowel = function (end) {
      for (var i = 0; i < end; i++) { if (vowel(z[i], i > 0)) return true; }
      return false;
    };
    var cvc = function (end) {
      if ('wxy'.indexOf(z[end - 1]) >= 0) return false;
      var mask = 0, consonant = false;
      for (var i = 0; i < end; i++) { consonant = !vowel(z[i], consonant); mask = (mask << 1) + (consonant ? 1 : 0); }
      return (mask & 7) === 5;
    };
    var endsWith = function (suffix) { return z.length > suffix.length && z.slice(-suffix.length).join('') === suffix; };
    var replace = function (length, output) { z = z.slice(0, z.length - length).concat(output.split('')); };
    // The first rule whose suffix ends the word applies, if its condition holds.
    var apply = function (rules, condition) {
      for (var i = 0; i < rules.length; i++) {
        var suffix = typeof rules[i] === 'string' ? rules[i] : rules[i][0];
        if (!endsWith(suffix)) continue;
        if (condition(z.length - suffix.length, suffix)) replace(suffix.length, typeof rules[i] === 'string' ? '' : rules[i][1]);
        return;
      }
    };
    // Step 1a.
    if (at(-1) === 's') {
      if (at(-2) === 'e') {
        z.length -= (z.length > 4 && at(-4) === 's' && at(-3) === 's') || (z.length > 3 && at(-3) === 'i') ? 2 : 1;
      } else if (at(-2) !== 's') {
        z.length -= 1;
      }
    }
    // Step 1b.
    var removed = false;
    if (endsWith('eed')) {
      if (measureAbove0(z.length - 3)) replace(3, 'ee');
    } else if (endsWith('ed') || endsWith('ing')) {
      var length = endsWith('ed') ? 2 : 3;
      if (hasVowel(z.length - length)) { z.length -= length; removed = true; }
    }
    if (removed) {
      if (endsWith('at')) replace(2, 'ate');
      else if (endsWith('bl')) replace(2, 'ble');
      else if (endsWith('iz')) replace(2, 'ize');
      else if (!vowel(at(-1), false) && 'lsz'.indexOf(at(-1)) < 0 && at(-1) === at(-2)) z.length -= 1;
      else if (measureIs1(z.length) && cvc(z.length)) z.push('e');
    }
    // Step 1c.
    if (at(-1) === 'y' && hasVowel(z.length - 1)) z[z.length - 1] = 'i';
    apply(step2, measureAbove0);
    apply(step3, measureAbove0);
    apply(step4, function (end, suffix) {
      return suffix === 'ion' ? (z[end - 1] === 's' || z[end - 1] === 't') && measureAbove1(end) : measureAbove1(end);
    });
    // Step 5.
    if (at(-1) === 'e' && (measureAbove1(z.length - 1) || (measureIs1(z.length - 1) && !cvc(z.length - 1)))) z.length -= 1;
    if (z.length > 1 && at(-1) === 'l' && at(-2) === 'l' && measureAbove1(z.length - 1)) z.length -= 1;
    return new TextDecoder().decode(Uint8Array.from(z, function (c) { return c.charCodeAt(0); }));
  }

  // ---- The query, read as QueryParser.swift reads it.

  var columnNames = { title: 0, category: 1, categories: 1, prose: 2, code: 3 };
  var space = /\s/;

  function wordCount(text) {
    var count = 0, inWord = false, run = 0;
    Array.from(text).forEach(function (character) {
      if (isCJK(character)) {
        run += 1;
        if (run !== 2) count += 1;
        inWord = false;
      } else {
        run = 0;
        var isWord = wordCharacter.test(character);
        if (isWord && !inWord) count += 1;
        inWord = isWord;
      }
    });
    return count;
  }

  function readItem(text, start) {
    var i = start, excluded = false, column = null;
    if (text[i] === '-' && i + 1 < text.length && !space.test(text[i + 1]) && text[i + 1] !== '-') {
      excluded = true;
      i += 1;
    }
    var colon = text.indexOf(':', i);
    var named = colon >= 0 ? columnNames[text.slice(i, colon).toLowerCase()] : undefined;
    if (named !== undefined) {
      if (colon + 1 < text.length && !space.test(text[colon + 1])) {
        column = named;
        i = colon + 1;
      } else if (!excluded) {
        return { item: { kind: 'column', column: named, typed: text.slice(start, colon + 1) }, next: colon + 1 };
      }
    }
    var term = { text: '', prefix: false, column: column };
    if (text[i] === '"') {
      var close = text.indexOf('"', i + 1);
      if (close < 0) close = text.length;
      term.text = text.slice(i + 1, close);
      i = Math.min(close + 1, text.length);
      if (text[i] === '*') {
        term.prefix = true;
        while (text[i] === '*') i += 1;
      }
    } else {
      var end = i;
      while (end < text.length && !space.test(text[end])) end += 1;
      var word = text.slice(i, end);
      i = end;
      if (!excluded && column === null && (word === 'OR' || word === 'AND' || word === 'NOT')) {
        return { item: { kind: word, typed: word }, next: i };
      }
      var bare = word.replace(/\*+$/, '');
      var last = Array.from(bare).pop();
      term.text = bare;
      term.prefix = bare.length < word.length && wordCount(bare) > 0 && wordCharacter.test(last || '');
    }
    return { item: { kind: 'term', term: term, excluded: excluded, typed: text.slice(start, i) }, next: i };
  }

  function parse(text) {
    text = text.replace(/\p{Cc}/gu, ' ');
    var items = [], i = 0;
    for (;;) {
      while (i < text.length && space.test(text[i])) i += 1;
      if (i >= text.length) break;
      var read = readItem(text, i);
      items.push(read.item);
      i = read.next;
    }
    var included = function (item) { return item && item.kind === 'term' && !item.excluded && wordCount(item.term.text) > 0; };
    var searchesTerms = items.some(included);
    var result = { required: [], excluded: [] };
    var joinNext = false, excludeNext = false, columnNext = null;
    items.forEach(function (item, index) {
      var nextIsTerm = included(items[index + 1]);
      if (item.kind === 'OR' && result.required.length && nextIsTerm && !excludeNext) { joinNext = true; return; }
      if (item.kind === 'AND' && result.required.length && nextIsTerm) return;
      if (item.kind === 'NOT' && nextIsTerm) { excludeNext = true; return; }
      if (item.kind === 'column' && nextIsTerm) { columnNext = item.column; return; }
      if (item.kind === 'term') {
        var term = item.term;
        if (term.column === null) term.column = columnNext;
        columnNext = null;
        if (wordCount(term.text) === 0) return;
        if (item.excluded || excludeNext) result.excluded.push(term);
        else if (joinNext && result.required.length) result.required[result.required.length - 1].push(term);
        else result.required.push([term]);
        joinNext = false;
        excludeNext = false;
        return;
      }
      if (!searchesTerms) result.required.push([{ text: item.typed, prefix: false, column: null }]);
    });
    result.required.concat([result.excluded]).forEach(function (group) {
      group.forEach(function (term) {
        term.tokens = [];
        tokens(term.text, false, function (token) { term.tokens.push(token); });
      });
    });
    return result;
  }

  // ---- Matching and ranking, as RankState.swift scores.

  // Code point order, the order of the terms' UTF-8 bytes (TermShards.swift).
  function compare(x, y) {
    var a = Array.from(x), b = Array.from(y);
    for (var i = 0; i < a.length && i < b.length; i++) {
      var difference = a[i].codePointAt(0) - b[i].codePointAt(0);
      if (difference) return difference;
    }
    return a.length - b.length;
  }

  // The term shard a term would be in: the last whose first term is not after it (-1: none).
  function shardOf(term) {
    var firsts = state.manifest.terms, low = 0, high = firsts.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (compare(firsts[middle], term) <= 0) low = middle + 1; else high = middle;
    }
    return low - 1;
  }

  // The shards holding a token: its own, and for a prefix the next ones as long as they start
  // with it.
  function shardsOf(token, prefix) {
    var first = shardOf(token), shards = first >= 0 ? [first] : [], firsts = state.manifest.terms;
    if (prefix) {
      for (var i = first + 1; i < firsts.length && firsts[i].startsWith(token); i++) shards.push(i);
    }
    return shards;
  }

  // What a term is looked up by: a word alone; a phrase by each pair of its words that stand
  // together (the index has no positions, but it has the pairs), its last word alone when it is
  // a prefix.
  function parts(term) {
    var words = term.tokens, last = words.length - 1;
    if (words.length === 1) return [{ token: words[0], prefix: term.prefix }];
    var result = [];
    for (var i = 0; i < last; i++) {
      if (term.prefix && i === last - 1) result.push({ token: words[i], prefix: false });
      else result.push({ pair: words[i] + ' ' + words[i + 1] });
    }
    if (term.prefix) result.push({ token: words[last], prefix: true });
    return result;
  }

  // FNV-1a (64 bits) of the key's UTF-8 and a separator, as FNV1a.swift: its high 32 bits,
  // scaled to the number of shards, are the pair's shard (SearchIndexWriter.shard(ofPair:count:)).
  function pairShard(key) {
    var hash = 0xcbf29ce484222325n, prime = 0x100000001b3n, mask = 0xffffffffffffffffn;
    new TextEncoder().encode(key).forEach(function (byte) { hash = ((hash ^ BigInt(byte)) * prime) & mask; });
    hash = ((hash ^ 0xffn) * prime) & mask;
    return Math.floor(Number(hash >> 32n) * state.manifest.pairShards / 4294967296);
  }

  function files(part) {
    if (part.pair !== undefined) return ['2/' + pairShard(part.pair) + '.js'];
    return shardsOf(part.token, part.prefix).map(function (shard) { return 't/' + shard + '.js'; });
  }

  // Counts by column of a part (of every word starting with it, for a prefix), by document.
  function postings(part) {
    var result = new Map(), tables;
    if (part.pair !== undefined) tables = [state.pairs[pairShard(part.pair)] || {}];
    else tables = shardsOf(part.token, part.prefix).map(function (shard) { return state.terms[shard] || {}; });
    var wanted = part.pair !== undefined ? part.pair : part.token;
    tables.forEach(function (terms) {
      Object.keys(terms).forEach(function (term) {
        if (term !== wanted && !(part.prefix && term.startsWith(wanted))) return;
        var values = decode(terms[term]), doc = 0;
        for (var i = 0; i < values.length;) {
          var head = values[i++], form = head % 4, counts;
          doc += Math.floor(head / 4);
          if (form === 0) counts = [0, 0, 1, 0];
          else if (form === 1) counts = [0, 0, values[i++], 0];
          else if (form === 2) counts = [0, 0, 0, values[i++]];
          else { counts = values.slice(i, i + 4); i += 4; }
          var known = result.get(doc);
          if (known) counts = known.map(function (count, column) { return count + counts[column]; });
          result.set(doc, counts);
        }
      });
    });
    return result;
  }

  // Documents matching a term, with its counts by column: every part in one column (a phrase
  // of three words or more counts its rarest pair), a filtered term in its column.
  function matches(term) {
    var result = null;
    parts(term).forEach(function (part) {
      var found = postings(part);
      if (result === null) { result = found; return; }
      var next = new Map();
      result.forEach(function (counts, doc) {
        var other = found.get(doc);
        if (other) next.set(doc, counts.map(function (count, column) { return Math.min(count, other[column]); }));
      });
      result = next;
    });
    var filtered = new Map();
    (result || new Map()).forEach(function (counts, doc) {
      if (term.column !== null) counts = counts.map(function (count, column) { return column === term.column ? count : 0; });
      if (counts.some(function (count) { return count > 0; })) filtered.set(doc, counts);
    });
    return filtered;
  }

  function length(doc) {
    var size = state.manifest.lengthsPerShard;
    return state.lengths[Math.floor(doc / size)][doc % size];
  }

  // Every matching document, best first (equal scores in document order: newest first).
  function rank(query) {
    var terms = [].concat.apply([], query.required);
    var found = terms.map(matches);
    var candidates = null;
    query.required.forEach(function (group) {
      var union = new Set();
      group.forEach(function (term) { found[terms.indexOf(term)].forEach(function (counts, doc) { union.add(doc); }); });
      candidates = candidates === null ? union : new Set(Array.from(candidates).filter(function (doc) { return union.has(doc); }));
    });
    query.excluded.forEach(function (term) {
      matches(term).forEach(function (counts, doc) { candidates.delete(doc); });
    });
    var docs = Array.from(candidates || []);
    var shards = new Set(docs.map(function (doc) { return Math.floor(doc / state.manifest.lengthsPerShard); }));
    return Promise.all(Array.from(shards, function (shard) { return load('n/' + shard + '.js'); })).then(function () {
      var count = state.manifest.docs;
      var idf = found.map(function (matched) {
        return Math.max(Math.log((count - matched.size + 0.5) / (matched.size + 0.5)), 1e-6);
      });
      var scored = docs.map(function (doc) {
        var saturation = k1 * (1 - b + b * length(doc) / state.manifest.averageLength);
        var score = 0, matchedIn = [false, false, false, false];
        found.forEach(function (matched, index) {
          var counts = matched.get(doc);
          if (!counts) return;
          var frequency = 0;
          counts.forEach(function (n, column) {
            frequency += n * state.manifest.weights[column];
            if (n > 0) matchedIn[column] = true;
          });
          score += idf[index] * frequency * (k1 + 1) / (frequency + saturation);
        });
        return { doc: doc, score: score, matchedIn: matchedIn };
      });
      return scored.sort(function (x, y) { return y.score - x.score || x.doc - y.doc; });
    });
  }

  // ---- Passages, chosen as Snippet+Passage.swift chooses them.

  function passage(text, terms, size) {
    var words = [], phrases = [];
    terms.forEach(function (term) {
      phrases.push({
        column: term.column,
        words: term.tokens.map(function (token, index) {
          var word = { token: token, prefix: term.prefix && index === term.tokens.length - 1 };
          var known = words.findIndex(function (other) { return other.token === word.token && other.prefix === word.prefix; });
          if (known >= 0) return known;
          words.push(word);
          return words.length - 1;
        })
      });
    });
    var found = [];
    tokens(text, true, function (token, start, end, colocated) {
      var matched = new Set();
      words.forEach(function (word, index) {
        if (word.prefix ? token.startsWith(word.token) : token === word.token) matched.add(index);
      });
      if (colocated && found.length) matched.forEach(function (index) { found[found.length - 1].words.add(index); });
      else found.push({ start: start, end: end, words: matched });
    });
    return { text: text, tokens: found, phrases: phrases, size: size };
  }

  function instances(chosen, column) {
    var result = [];
    chosen.phrases.forEach(function (phrase, term) {
      if (phrase.column !== null && phrase.column !== column) return;
      var n = phrase.words.length;
      for (var start = 0; start + n <= chosen.tokens.length; start++) {
        var all = phrase.words.every(function (word, offset) { return chosen.tokens[start + offset].words.has(word); });
        if (all) result.push({ from: start, to: start + n, term: term });
      }
    });
    return result.sort(function (x, y) { return x.from - y.from; });
  }

  function bestWindow(chosen, found) {
    var tokenList = chosen.tokens, size = chosen.size;
    if (tokenList.length <= size) return [0, tokenList.length];
    var score = function (start) {
      var terms = new Set(), count = 0, end = start;
      found.forEach(function (instance) {
        if (instance.from < start || instance.from >= start + size || instance.to > start + size) return;
        terms.add(instance.term);
        count += 1;
        end = Math.max(end, instance.to);
      });
      return { score: 999 * terms.size + count, end: end };
    };
    var startsSentence = function (index) {
      if (index === 0) return true;
      if (tokenList[index - 1].end >= tokenList[index].start) return false;
      var between = chosen.text.slice(tokenList[index - 1].end, tokenList[index].start);
      var trimmed = between.replace(/\s+$/, '');
      return trimmed.length < between.length && /[.:]$/.test(trimmed);
    };
    var best = { score: 0, start: 0 };
    found.forEach(function (instance) {
      var first = instance.from, matched = score(first);
      var centred = Math.min(Math.max(0, first - Math.floor((size - (matched.end - first)) / 2)), tokenList.length - size);
      if (matched.score > best.score) best = { score: matched.score, start: centred };
      var sentence = first;
      while (sentence > 0 && !startsSentence(sentence)) sentence -= 1;
      if (sentence < first) {
        var fromSentence = score(sentence).score + (sentence === 0 ? 120 : 100);
        if (fromSentence > best.score) best = { score: fromSentence, start: sentence };
      }
    });
    return [best.start, Math.min(best.start + size, tokenList.length)];
  }

  // The passage as a paragraph, matched words in <mark>, `…` for the text left out.
  function snippet(fields, matchedIn, terms) {
    var column = matchedIn[3] && !matchedIn[2] ? 3 : 2;
    var chosen = passage(column === 2 ? fields[3] : fields[4], terms, column === 2 ? 18 : 12);
    var found = instances(chosen, column);
    if (column === 2 && chosen.tokens.length === 0) {
      column = 3;
      chosen = passage(fields[4], terms, 12);
      found = instances(chosen, column);
    }
    var range = bestWindow(chosen, found), list = chosen.tokens, text = chosen.text;
    var start = range[0] === 0 ? 0 : list[range[0]].start;
    var end = range[1] === list.length ? text.length : list[range[1] - 1].end;
    var marks = [];
    found.forEach(function (instance) {
      if (instance.from < range[0] || instance.to > range[1]) return;
      var from = list[instance.from].start, to = list[instance.to - 1].end, last = marks[marks.length - 1];
      if (last && from <= last[1]) last[1] = Math.max(last[1], to); else marks.push([from, to]);
    });
    var paragraph = document.createElement('p');
    var add = function (piece, marked) {
      piece = piece.replace(/\s+/g, ' ');
      if (!piece) return;
      var node = marked ? document.createElement('mark') : document.createTextNode(piece);
      if (marked) node.textContent = piece;
      paragraph.appendChild(node);
    };
    var position = start;
    if (range[0] > 0) add('…', false);
    marks.forEach(function (mark) {
      add(text.slice(position, mark[0]), false);
      add(text.slice(mark[0], mark[1]), true);
      position = mark[1];
    });
    add(text.slice(position, end), false);
    if (range[1] < list.length) add('…', false);
    return paragraph;
  }

  // ---- The page.

  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
    'September', 'October', 'November', 'December'];

  // '2011-11-11' -> 'November 11, 2011', as the site's pages write dates.
  function displayDate(day) {
    var parts = day.split('-').map(Number);
    return months[parts[1] - 1] + ' ' + parts[2] + ', ' + parts[0];
  }

  function item(hit, terms) {
    var fields = state.posts[hit.doc];
    var element = document.createElement('li');
    var link = document.createElement('a');
    link.href = root + fields[2];
    link.textContent = fields[0] || 'Untitled';
    element.appendChild(link);
    if (fields[1]) {
      var time = document.createElement('time');
      time.dateTime = fields[1];
      time.textContent = displayDate(fields[1]);
      element.appendChild(time);
    }
    element.appendChild(snippet(fields, hit.matchedIn, terms));
    return element;
  }

  function show(query, hits, terms, shown) {
    var page = hits.slice(list.children.length, shown);
    return Promise.all(page.map(function (hit) {
      return load('p/' + Math.floor(hit.doc / state.manifest.postsPerShard) + '.js');
    })).then(function () {
      if (input.value.trim() !== query) return;
      page.forEach(function (hit) { list.appendChild(item(hit, terms)); });
      var count = hits.length === 1 ? '1 post matches' : hits.length + ' posts match';
      status.textContent = hits.length === 0 ? 'No post matches “' + query + '”.'
        : count + ' “' + query + '”' + (hits.length > shown ? ', the first ' + shown + ' shown.' : '.');
      var more = document.getElementById('search-more');
      if (more) more.remove();
      if (hits.length > shown) {
        more = document.createElement('button');
        more.id = 'search-more';
        more.type = 'button';
        more.textContent = 'More results';
        more.addEventListener('click', function () { show(query, hits, terms, shown + pageSize); });
        list.after(more);
      }
      list.setAttribute('data-query', query);
    });
  }

  function fail(query, message) {
    status.textContent = message;
    list.setAttribute('data-query', query);
  }

  function search(query) {
    query = query.trim();
    list.textContent = '';
    list.removeAttribute('data-query');
    var more = document.getElementById('search-more');
    if (more) more.remove();
    if (!query) { status.textContent = ''; return Promise.resolve(); }
    // SearchQuery's limits: more is pasted text, and each word costs a shard.
    if (Array.from(query).length > 1000) {
      fail(query, 'The query is over 1000 characters; shorten it to the words that matter.');
      return Promise.resolve();
    }
    return load('manifest.js').then(function () {
      var parsed = parse(query);
      var words = [].concat.apply([], parsed.required).concat(parsed.excluded)
        .reduce(function (count, term) { return count + wordCount(term.text); }, 0);
      if (words > 64) {
        fail(query, 'The query has ' + words + ' words; a search looks for at most 64.');
        return;
      }
      if (parsed.required.length === 0) {
        fail(query, parsed.excluded.length ? 'Search for a word as well as what to leave out.' : 'Nothing to search for.');
        return;
      }
      var all = [].concat.apply([], parsed.required).concat(parsed.excluded);
      var needed = new Set(), tooBroad = false;
      all.forEach(function (term) {
        parts(term).forEach(function (part) {
          var paths = files(part);
          tooBroad = tooBroad || paths.length > maximumShards;
          paths.forEach(function (path) { needed.add(path); });
        });
      });
      if (tooBroad) {
        fail(query, 'Too many words start with that: type a few more letters before the *.');
        return;
      }
      return Promise.all(Array.from(needed, load))
        .then(function () { return rank(parsed); })
        .then(function (hits) {
          if (input.value.trim() === query) return show(query, hits, [].concat.apply([], parsed.required), pageSize);
        });
    }).catch(function (error) { fail(query, 'Search failed: ' + error.message); });
  }

  var timer = null;
  input.addEventListener('input', function () {
    clearTimeout(timer);
    timer = setTimeout(function () {
      var url = new URL(window.location.href);
      url.searchParams.set('q', input.value);
      try { history.replaceState(null, '', url); } catch (error) { /* file:// pages may refuse */ }
      search(input.value);
    }, 150);
  });
  var initial = new URLSearchParams(window.location.search).get('q');
  if (initial) {
    input.value = initial;
    search(initial);
  }
})();
