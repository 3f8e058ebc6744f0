// A static server for web/ on 127.0.0.1, for the teaching page (browsers fetch no WebAssembly
// from file://): `node web/serve.mjs [port]` (scripts/web --serve), then open
// http://127.0.0.1:8000/page/. web/test/page.test.mjs starts it on a free port. Serves files
// below web/ only, with the types a browser needs (application/wasm to compile while streaming).
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));
const types = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm", ".json": "application/json", ".png": "image/png",
};

// Starts the server: a promise of it, listening (port 0: any free port).
export function serve(port = 8000) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, "http://localhost");
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root + path.sep)) file = root;
    if (file.endsWith(path.sep)) file = path.join(file, "index.html");
    fs.readFile(file, (error, body) => {
      if (error) {
        response.writeHead(404, { "content-type": "text/plain" }).end(`not found: ${url.pathname}\n`);
        return;
      }
      response.writeHead(200, { "content-type": types[path.extname(file)] || "application/octet-stream" })
        .end(body);
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await serve(Number(process.argv[2] || 8000));
  console.log(`rankfile: serving web/ at http://127.0.0.1:${server.address().port}/page/ (Ctrl-C stops)`);
}
