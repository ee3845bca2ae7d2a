/**
 * The public layout's behaviours that need no framework (SPEC §2, §4, §9). The header's looks,
 * the menu, the Dashboard and Login links and the floating buttons are all drawn by CSS from
 * three marks on <html>, which this keeps true:
 * - `data-scrolled`: scrolled past 50 px (the header turns white);
 * - `data-scrolled-far`: past 300 px (the scroll-to-top button shows);
 * - `data-signed-in`: a token is stored (an inline script in <head> sets it before the first
 *   paint; this re-checks it when another tab signs in or out and when a page comes back from
 *   the back-forward cache or a prerender).
 * The mobile menu is a popover (no script needed to open or close it); this only keeps its
 * toggle's aria-expanded true and closes it when a link scrolls the same page.
 */
import { TOKEN_KEY } from "../lib/token";
import { scrollToTopSmoothly } from "../lib/motion";

const HEADER_SOLID_PX = 50;
const SCROLL_TOP_PX = 300;

function markScroll(html: HTMLElement): void {
  let frame = 0;
  const update = () => {
    frame = 0;
    html.toggleAttribute("data-scrolled", window.scrollY > HEADER_SOLID_PX);
    html.toggleAttribute("data-scrolled-far", window.scrollY > SCROLL_TOP_PX);
  };
  window.addEventListener("scroll", () => (frame ||= requestAnimationFrame(update)), { passive: true });
  update();
}

function markSignedIn(html: HTMLElement): void {
  const check = () => {
    let signedIn = false;
    try {
      signedIn = window.localStorage.getItem(TOKEN_KEY) !== null;
    } catch {
      // storage unavailable: signed out
    }
    html.toggleAttribute("data-signed-in", signedIn);
  };
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === TOKEN_KEY) check();
  });
  window.addEventListener("pageshow", check);
  document.addEventListener("prerenderingchange", check);
  check();
}

function followMenu(): void {
  const menu = document.getElementById("mobile-menu");
  if (!menu) return;
  const toggles = document.querySelectorAll(`[popovertarget="${menu.id}"]`);
  menu.addEventListener("toggle", (event) => {
    const open = (event as ToggleEvent).newState === "open";
    for (const toggle of toggles) toggle.setAttribute("aria-expanded", String(open));
  });
  // A page kept in the back-forward cache comes back with its menu closed.
  window.addEventListener("pagehide", () => {
    if (menu.matches(":popover-open")) menu.hidePopover();
  });
}

/** A link to the page already on screen (the logo or Home on the home page) scrolls smoothly to its top instead of loading it again. */
function scrollSamePageLinks(): void {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-scroll-top]")) {
      scrollToTopSmoothly();
      return;
    }
    const link = target?.closest<HTMLAnchorElement>("a[href]");
    if (!link || link.target || link.hasAttribute("download") || link.closest("[data-island]")) return;
    const url = new URL(link.href);
    const here = window.location;
    if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search || url.hash) return;
    event.preventDefault();
    const menu = document.getElementById("mobile-menu");
    if (menu?.matches(":popover-open")) menu.hidePopover();
    scrollToTopSmoothly();
  });
}

export function startSiteBehaviour(): void {
  const html = document.documentElement;
  markScroll(html);
  markSignedIn(html);
  followMenu();
  scrollSamePageLinks();
}
