// Starts the app on a page the server rendered (server/http/index-html.ts), once that page has painted: the screen
// is readable from the HTML and stylesheet alone, so its scripts are asked for only after the first frame, and
// all at once (the entry and, as modulepreload links, the screen's chunks). See docs/ARCHITECTURE.md "First paint".
(function startAfterPaint() {
  var script = document.currentScript;
  var entry = script.getAttribute("data-entry");
  var preloads = (script.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  // A frame's callbacks run before its paint; a task queued from one runs after it. A hidden tab paints nothing.
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
