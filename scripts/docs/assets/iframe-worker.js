// A stand-in for Web Workers when the site is opened from the file system.
//
// A browser refuses to start a worker from a file:// URL, and the search of
// Material for MkDocs runs its index in a worker. Material's offline plugin
// would fetch a shim from a CDN; the site may not ask another host for
// anything, so this file does the same job itself: the worker's script runs
// in a hidden iframe of the page (same origin, its own global scope), and
// messages cross in both directions as a worker's would.
(function () {
  "use strict";
  if (location.protocol !== "file:") return;

  function FrameWorker(url) {
    var outer = this;
    var listeners = { message: [], error: [] };
    var pending = [];
    var loaded = false;
    var frame = document.createElement("iframe");
    frame.hidden = true;
    (document.body || document.documentElement).appendChild(frame);
    var inner = frame.contentWindow;

    function deliver(type, event) {
      if (typeof outer["on" + type] === "function") outer["on" + type](event);
      listeners[type].forEach(function (listener) { listener(event); });
    }
    function send(data) {
      inner.dispatchEvent(new inner.MessageEvent("message", { data: data }));
    }

    this.onmessage = null;
    this.onerror = null;
    this.addEventListener = function (type, listener) {
      (listeners[type] = listeners[type] || []).push(listener);
    };
    this.removeEventListener = function (type, listener) {
      listeners[type] = (listeners[type] || []).filter(function (l) { return l !== listener; });
    };
    this.postMessage = function (data) {
      if (loaded) send(data); else pending.push(data);
    };
    this.terminate = function () { frame.remove(); };

    // What the worker's script calls its own postMessage reaches the page.
    inner.postMessage = function (data) {
      setTimeout(function () { deliver("message", new MessageEvent("message", { data: data })); }, 0);
    };
    var script = inner.document.createElement("script");
    script.src = new URL(url, location.href).href;
    script.onload = function () {
      loaded = true;
      pending.splice(0).forEach(send);
    };
    script.onerror = function () {
      deliver("error", new ErrorEvent("error", { message: "cannot load worker script " + url }));
    };
    inner.document.head.appendChild(script);
  }

  window.Worker = FrameWorker;
})();
