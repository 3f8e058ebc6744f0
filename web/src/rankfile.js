// The rankfile package as a classic script, for pages that load no module themselves:
// <script src="dist/rankfile.js"></script> sets globalThis.rankfile, whose load() imports the
// package's module (index.mjs, beside this file) and answers what its load() answers. The
// engine is not copied here: it is the module's, rankfile.wasm, fetched once.
"use strict";
(() => {
  const module = new URL("index.mjs", document.currentScript.src).href;
  globalThis.rankfile = {
    load: (options) => import(module).then((m) => m.load(options)),
  };
})();
