// The rankfile package: the tool's commands as JavaScript functions. Appended after the
// compiled engine's loader (createRankfileCore, from web/src/binding.cpp); index-tail.mjs calls
// rankfileApi with where the engine's WebAssembly lies (rankfile.wasm, beside the module) and
// exports what it returns. Every answer comes from the same C++ code as the rankfile tool:
// nothing is computed here.
function rankfileApi(wasmUrl) {
  // Invalid input (status 2: `problems`, each {path, message}, as the tool prints them) or a
  // misused command (status 1: the tool's message).
  class RankfileError extends Error {
    constructor(status, message, problems, warnings) {
      super(message);
      this.name = "RankfileError";
      this.status = status;
      this.problems = problems;
      this.warnings = warnings;
    }
  }

  // "--bye-vp-difference" as a JavaScript option: byeVpDifference.
  const keyOf = (name) => name.slice(2).replace(/-(.)/g, (_, c) => c.toUpperCase());

  // A document as text: a string is taken as it is (JSON or, for standings, CSV).
  const text = (doc) => (typeof doc === "string" ? doc : JSON.stringify(doc));

  const line = (p) => `${p.path}: ${p.message}`;

  // What becomes of warnings (an unknown field, a suspicious result): "warn" (the default)
  // gives each to onWarning, or to console.warn when there is none; "ignore" drops them unless
  // there is an onWarning; "error" gives them to onWarning if any, then throws a RankfileError
  // (status 2) whose problems are the warnings.
  const warningModes = ["warn", "ignore", "error"];
  function checkMode(mode) {
    if (mode !== undefined && !warningModes.includes(mode))
      throw new TypeError(`rankfile: warnings must be ${warningModes.map((m) => `"${m}"`).join(", ")}, ` +
                          `not ${JSON.stringify(mode)}`);
    return mode;
  }

  function make(core, defaultWarnings) {
    const run_ = core.cwrap("rankfile_run", "number", ["number"]);

    // The options each command takes, from the tool's own table (rankfile_options): each
    // function's options are the tool's, named in camelCase. A boolean is a flag, anything else
    // the option's value; a FILE option takes the file's text.
    const option = {};
    const optionsOf = {};
    for (const spec of JSON.parse(core.UTF8ToString(core._rankfile_options()))) {
      const key = keyOf(spec.name);
      option[key] = spec;
      for (const name of spec.commands) (optionsOf[name] = optionsOf[name] || []).push(key);
    }

    // Each warning to onWarning, or else to console.warn unless they are ignored: before any
    // error, as the tool prints its warnings before its problems.
    function deliver(warnings, onWarning, mode) {
      if (onWarning) warnings.forEach((w) => onWarning(w));
      else if (mode === "warn") warnings.forEach((w) => console.warn(`rankfile: warning: ${line(w)}`));
    }

    // Runs one command line over the texts in `files`: the text the tool writes. The third
    // argument is onWarning, or {onWarning, warnings}.
    function run(args, files = {}, handling = {}) {
      const { onWarning, warnings = defaultWarnings } =
        typeof handling === "function" ? { onWarning: handling } : handling;
      checkMode(warnings);
      const request = JSON.stringify({ args, files });
      const size = core.lengthBytesUTF8(request) + 1;
      const at = core._malloc(size);
      let reply;
      try {
        core.stringToUTF8(request, at, size);
        reply = JSON.parse(core.UTF8ToString(run_(at)));
      } finally {
        core._free(at);
      }
      deliver(reply.warnings, onWarning, warnings);
      if (reply.status === 2)
        throw new RankfileError(2, reply.problems.map(line).join("\n"), reply.problems, reply.warnings);
      if (reply.status !== 0) throw new RankfileError(1, reply.message, [], reply.warnings);
      if (warnings === "error" && reply.warnings.length > 0)
        throw new RankfileError(2, reply.warnings.map(line).join("\n"), reply.warnings, reply.warnings);
      return reply.output;
    }

    // One command over documents named "input", "second", "roster": the answer parsed when it
    // is JSON, the text otherwise (format "text", "markdown", "csv", "html").
    function command(name, inputs, options = {}) {
      const files = {};
      const args = [name];
      inputs.forEach((doc, k) => {
        const file = k === 0 ? "input" : "second";
        files[file] = text(doc);
        args.push(file);
      });
      const { onWarning, warnings, ...rest } = options;
      for (const [key, value] of Object.entries(rest)) {
        const taken = optionsOf[name] || [];
        if (!taken.includes(key))
          throw new TypeError(`rankfile: ${name} takes no option "${key}" ` +
                              `(it takes: ${taken.join(", ") || "none"})`);
        if (value === false || value === undefined || value === null) continue;
        const spec = option[key];
        if (spec.value === "FILE") {
          files[key] = text(value);
          args.push(spec.name, key);
        } else if (value === true) {
          args.push(spec.name);
        } else {
          args.push(spec.name, String(value));
        }
      }
      const out = run(args, files, { onWarning, warnings: warnings ?? defaultWarnings });
      const json = !rest.format || rest.format === "json" || (name === "import" || name === "battle");
      return json ? JSON.parse(out) : out;
    }

    return {
      // Resolves a round of close combat (a combat document): the tool's `combat` answer.
      combat: (doc, options) => command("combat", [doc], options),
      // Scores a finished battle (a battle document): the tool's `score` answer.
      score: (doc, options) => command("score", [doc], options),
      // The exact odds of a break test, and the outcome of a roll (a break-test document).
      breakTest: (doc, options) => command("break-test", [doc], options),
      // The exact odds of a round of close combat from two units' profiles (a fight document),
      // and with {rounds: N} of the whole combat: the tool's `odds` answer.
      odds: (fight, options) => command("odds", [fight], options),
      // Standings and next-round pairings: a tournament document, or CSV results as a string.
      standings: (doc, options) => command("standings", [doc], options),
      // An army list (Old World Builder export or New Recruit roster) as a battle's army.
      importList: (list, options) => command("import", [list], options),
      // A battle document from two army lists, every unit at full strength.
      battle: (listA, listB, options) => command("battle", [listA, listB], options),
      // Every rule set with its id, aliases, sources, engines and settings.
      ruleSets: (options) => command("rule-sets", [], options),
      // Every identifier the documents use, with its English: an object of lists by enum
      // ({troop_type: [{id, english, meaning}, ...], ...}); {format: "markdown"} for the docs'.
      vocabulary: (options) => command("vocabulary", [], { format: "json", ...options }),
      // The version, "rankfile 0.1.0".
      version: run(["version"]).trim(),
      // Any command line, exactly as the tool takes it, over texts named in `files`: the text
      // the tool writes. run(["combat", "c", "--format", "text"], {c: "{...}"}).
      run,
      RankfileError,
    };
  }

  // The engine's WebAssembly, compiled and instantiated with the loader's imports: in Node read
  // from the file beside the module; elsewhere fetched, and compiled while it streams when the
  // server says it is application/wasm.
  async function instantiate(imports) {
    const node = typeof process === "object" && typeof process.versions?.node === "string";
    if (node && wasmUrl.protocol === "file:") {
      const { readFile } = await import(/* webpackIgnore: true */ "node:fs/promises");
      return WebAssembly.instantiate(await readFile(wasmUrl), imports);
    }
    const response = await fetch(wasmUrl);
    if (!response.ok) throw new Error(`rankfile: cannot fetch ${wasmUrl}: ${response.status} ${response.statusText}`);
    const type = response.headers.get("content-type") || "";
    if (WebAssembly.instantiateStreaming && type.startsWith("application/wasm"))
      return WebAssembly.instantiateStreaming(response, imports);
    return WebAssembly.instantiate(await response.arrayBuffer(), imports);
  }

  // Compiles and starts the engine: a promise of the package's functions. `warnings` is what
  // becomes of warnings when a call does not say ("warn", "ignore" or "error").
  async function load({ warnings = "warn", ...moduleOptions } = {}) {
    checkMode(warnings);
    let failed;
    const failure = new Promise((_, reject) => { failed = reject; });
    const core = createRankfileCore({
      instantiateWasm(imports, receive) {
        instantiate(imports).then((r) => receive(r.instance, r.module), failed);
        return {};
      },
      ...moduleOptions,
    });
    return make(await Promise.race([core, failure]), warnings);
  }

  return { load, RankfileError };
}
