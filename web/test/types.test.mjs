// The TypeScript declarations compile, and describe the package as the docs use it: test/types.ts
// checked with tsc --strict (typescript from npm, a development dependency).
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

test("index.d.ts compiles under tsc --strict with the docs' uses", () => {
  const tsc = path.join(web, "node_modules/typescript/bin/tsc");
  const r = spawnSync(process.execPath, [tsc, "--strict", "--noEmit", "--target", "es2022",
    "--module", "nodenext", "--moduleResolution", "nodenext", "--lib", "es2022,dom",
    path.join(web, "test/types.ts")], { encoding: "utf8" });
  assert.equal(r.status, 0, r.stdout + r.stderr);
});
