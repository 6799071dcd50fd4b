/* blogkit listings: syntax highlighting by highlight.js (highlight.js, loaded before this file
   on pages with code) and a copy button on each listing. No inline handlers: works under a
   Content-Security-Policy of script-src 'self'. */
(function () {
  "use strict";

  /* The canonical language name blogkit wrote (class="language-objc"), or null. */
  function languageOf(code) {
    var match = /(?:^|\s)language-(\S+)/.exec(code.className);
    return match ? match[1] : null;
  }

  /* Only a language highlight.js knows is highlighted: nothing is guessed, an unknown one stays plain. */
  function highlight(code) {
    var name = languageOf(code);
    var hljs = window.hljs;
    if (!name || !hljs || !hljs.getLanguage(name)) return;
    hljs.highlightBlock(code);
  }

  function copyText(text) {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      return navigator.clipboard.writeText(text);
    }
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var copied = document.execCommand("copy");
      document.body.removeChild(area);
      if (copied) resolve(); else reject(new Error("copy refused"));
    });
  }

  /* The listing's box: its figure.listing, else a div.listing put around the bare pre. */
  function boxOf(pre) {
    var parent = pre.parentNode;
    if (parent.nodeName === "FIGURE" && parent.classList.contains("listing")) return parent;
    var box = document.createElement("div");
    box.className = "listing";
    parent.insertBefore(box, pre);
    box.appendChild(pre);
    return box;
  }

  function addCopyButton(pre, code) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy";
    button.textContent = "Copy";
    button.addEventListener("click", function () {
      copyText(code.textContent).then(function () {
        button.textContent = "Copied";
        setTimeout(function () { button.textContent = "Copy"; }, 1500);
      }, function () {
        button.textContent = "Press Ctrl+C";
        var range = document.createRange();
        range.selectNodeContents(code);
        var selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
      });
    });
    boxOf(pre).appendChild(button);
  }

  function run() {
    var blocks = document.querySelectorAll("pre > code");
    for (var i = 0; i < blocks.length; i++) {
      highlight(blocks[i]);
      addCopyButton(blocks[i].parentNode, blocks[i]);
    }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", run);
  } else {
    run();
  }
})();
