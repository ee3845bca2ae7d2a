/**
 * The server render. Differs from React Router's default in three ways: every inline script carries
 * the request's CSP nonce (handed over in the load context), the document is answered when
 * complete, so that a page kept in memory is whole, and its scripts load after the first paint
 * (app/lib/scripts-after-paint.ts).
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { createScriptsAfterPaint } from "./lib/scripts-after-paint";
import { NonceContext } from "./lib/nonce";
import { IslandsScriptContext } from "./islands/context";
import { ISLAND_ROUTE_IDS } from "./islands/page-scripts";
import { SPECULATION_RULES_PATH } from "../domain/speculation-rules";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <IslandsScriptContext.Provider value={loadContext.islandsScript}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandsScriptContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // A public page names its speculation rules (domain/speculation-rules.ts); sign-in and the admin do not prerender.
          if (routerContext.staticHandlerContext.matches.some((match) => ISLAND_ROUTE_IDS.has(match.route.id)))
            responseHeaders.set("Speculation-Rules", `"${SPECULATION_RULES_PATH}"`);
          const scriptsLast = createScriptsAfterPaint();
          scriptsLast.pipe(body);
          pipe(scriptsLast);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
