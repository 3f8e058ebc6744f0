// The ES module's exports; the engine's WebAssembly is rankfile.wasm, beside this file (the
// pattern bundlers recognise as an asset to copy).
export const { load, RankfileError } = rankfileApi(new URL("./rankfile.wasm", import.meta.url));
