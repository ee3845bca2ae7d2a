import { TOKEN_KEY } from "../lib/token";

/**
 * The inline script of every page's <head>: marks <html> with `data-signed-in` when a token is
 * stored (docs/product.md §4), before the first paint, so the header never shows Login and then Dashboard.
 * app/islands/site-behaviour.ts keeps the mark true afterwards.
 */
export const SIGNED_IN_SCRIPT = `try{localStorage.getItem(${JSON.stringify(TOKEN_KEY)})!==null&&document.documentElement.setAttribute("data-signed-in","")}catch(e){}`;
