#!/usr/bin/env node
// Run by `npm run build` after `react-router build`: writes `.br` and `.gz` beside each
// compressible file of the client build, so the server sends them (server/ssr.ts,
// `preCompressed`) at the best compression levels without compressing on every request.
// Files that compression would not shrink by at least 5% (fonts, images) get neither.
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|ico|webmanifest)$/i;
const root = path.join(process.env.SITE_BUILD_DIR ?? "build", "client");

async function listFiles(dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(file)));
    else if (COMPRESSIBLE.test(entry.name)) files.push(file);
  }
  return files;
}

async function compress(file) {
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
  const written = { file, bytes: data.length, br: 0, gz: 0 };
  // A file that no longer shrinks must not keep an older build's compressed copy.
  if (br.length < data.length * 0.95) {
    await writeFile(`${file}.br`, br);
    written.br = br.length;
  } else await rm(`${file}.br`, { force: true });
  if (gz.length < data.length * 0.95) {
    await writeFile(`${file}.gz`, gz);
    written.gz = gz.length;
  } else await rm(`${file}.gz`, { force: true });
  return written;
}

try {
  await stat(root);
} catch {
  console.error(`No client build at ${root}: run react-router build first.`);
  process.exit(1);
}
const results = await Promise.all((await listFiles(root)).map(compress));
const total = (key) => results.reduce((sum, r) => sum + (r[key] || (key === "bytes" ? 0 : r.bytes)), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`Precompressed ${results.length} files in ${root}: ${kb(total("bytes"))} → br ${kb(total("br"))}, gzip ${kb(total("gz"))}`);
