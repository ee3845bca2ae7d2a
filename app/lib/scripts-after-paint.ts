import { Transform, type TransformCallback } from "node:stream";
import { AFTER_FIRST_PAINT } from "./after-first-paint";

/**
 * Makes a server-rendered page load its scripts after the browser has painted it.
 *
 * Everything a visitor reads is in the HTML, and the links and the project filter work without
 * scripts; the scripts (the framework and the page's components, about 115 KB) add client-side
 * navigation and the interactive parts. React Router writes them as `<link rel="modulepreload">`
 * tags in <head> and static imports in an inline module script, so a phone fetches, compiles and
 * runs them beside the stylesheet, the font and the first photo, and paints after all of it: on a
 * slow connection the page stays blank while JavaScript it does not need for reading arrives.
 *
 * Here the preload tags are taken out and the module script first waits for the first contentful
 * paint and the page's priority photo, then asks for every module at once (the same files, in
 * parallel, as the preloads did) and goes on exactly as React Router wrote it. When the markup is
 * not the shape expected (a React Router update changed it), the page is left as it was: scripts
 * then load early, and nothing breaks.
 */
export function deferScripts(html: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(PRELOAD_TAG, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  const script = MODULE_SCRIPT.exec(withoutPreloads);
  if (!script || preloads.length === 0) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const bindings: string[] = [];
  const specifiers: string[] = [];
  const rest = body.replace(STATIC_IMPORT, (_line, binding: string | undefined, specifier: string) => {
    bindings.push(binding ?? "");
    specifiers.push(specifier);
    return "";
  });
  if (specifiers.length === 0) return html;
  const deferred = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${bindings.join(", ")}] = await Promise.all([${specifiers.map((s) => `import(${JSON.stringify(s)})`).join(", ")}]);`,
    rest.trim(),
  ].join("\n");
  return withoutPreloads.replace(whole, `${open}${deferred}${close}`);
}

/** React's markup of a modulepreload link: `<link rel="modulepreload" href="…" nonce="…"/>`. */
const PRELOAD_TAG = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's inline bootstrap: the one module script without a src. */
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
/** `import * as route0 from "/assets/root-x.js";` or `import "/assets/manifest-x.js";` */
const STATIC_IMPORT = /^\s*;?\s*import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?"([^"]+)";?[ \t]*$/gm;

/** The server render's HTML, rewritten by `deferScripts` once it is complete (pages are answered whole anyway). */
export function createScriptsAfterPaint(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      callback();
    },
    flush(callback: TransformCallback) {
      callback(null, deferScripts(Buffer.concat(chunks).toString("utf8")));
    },
  });
}
