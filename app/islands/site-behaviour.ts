/**
 * The public layout's behaviours that need no framework (docs/product.md §2, §4, §9). The header's looks,
 * the menu, the Dashboard and Login links and the floating buttons are all drawn by CSS from
 * three marks on <html>, which this keeps true:
 * - `data-scrolled`: scrolled past 50 px (the header turns white);
 * - `data-scrolled-far`: past 300 px (the scroll-to-top button shows);
 * - `data-signed-in`: a token is stored (an inline script in <head> sets it before the first
 *   paint; this re-checks it when another tab signs in or out and when a page comes back from
 *   the back-forward cache or a prerender).
 * The mobile menu is a popover (no script needed to open it, or to close it by Escape); this keeps
 * its toggle's aria-expanded true, closes it on a tap of the dimmed page and when a link scrolls
 * the same page, and keeps Tab inside it while it is open.
 */
import { preferredTranslation } from "../../domain/locales";
import { TOKEN_KEY } from "../lib/token";
import { TALK_FIRST_FIELD } from "../lib/talk-about";
import { scrollToTopSmoothly } from "../lib/motion";
import { isPlainClick } from "../lib/clicks";
import { riseDelay } from "../lib/stagger";

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
  const toggles = [...document.querySelectorAll<HTMLElement>(`[popovertarget="${menu.id}"]`)];
  const isOpen = () => menu.matches(":popover-open");
  const showState = (open: boolean) => {
    for (const toggle of toggles) toggle.setAttribute("aria-expanded", String(open));
  };
  menu.addEventListener("toggle", (event) => showState((event as ToggleEvent).newState === "open"));
  // A tap before this script arrived opened the menu without it: say so now.
  showState(isOpen());
  // A tap on the dimmed page beneath (the menu's backdrop, which is the menu's own box) closes it.
  menu.addEventListener("click", (event) => {
    if (event.target === menu) menu.hidePopover();
  });
  // While it is open, Tab goes round the menu's links and its toggle, and never behind the backdrop.
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Tab" || !isOpen()) return;
    const toggle = toggles.find((element) => element.offsetParent !== null);
    const stops = [...(toggle ? [toggle] : []), ...menu.querySelectorAll<HTMLElement>("a[href], button")].filter(
      (element) => element.offsetParent !== null || element === toggle,
    );
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (!stops.includes(active as HTMLElement)) {
      event.preventDefault();
      first.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    } else if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    }
  });
  // A page kept in the back-forward cache comes back with its menu closed.
  window.addEventListener("pagehide", () => {
    if (isOpen()) menu.hidePopover();
  });
}

/** A link to the page already on screen (the logo or Home on the home page) scrolls smoothly to its top instead of loading it again. */
function scrollSamePageLinks(): void {
  document.addEventListener("click", (event) => {
    if (!isPlainClick(event)) return;
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

/**
 * A before-and-after comparison (components/projects/before-after.tsx): its range input's value
 * is where the divide is. A value set before this script ran (a drag on a slow phone) is shown too.
 */
function followComparisons(): void {
  const show = (input: HTMLInputElement) => {
    input.closest<HTMLElement>("[data-compare]")?.style.setProperty("--split", `${input.value}%`);
    const text = input.dataset.valuetext;
    if (text) input.setAttribute("aria-valuetext", text.replace("{value}", input.value));
  };
  document.addEventListener("input", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.closest("[data-compare]")) show(event.target);
  });
  for (const input of document.querySelectorAll<HTMLInputElement>("[data-compare] input")) show(input);
}

/**
 * A link to a row that opens (a service on /services, from the footer: `#{id}`) opens it, on
 * arrival and when the address's fragment changes on the same page.
 */
function openLinkedRows(): void {
  const open = () => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const row = id ? document.getElementById(id) : null;
    const details = row?.matches("details") ? row : row?.querySelector(":scope > details");
    if (details instanceof HTMLDetailsElement) details.open = true;
  };
  window.addEventListener("hashchange", open);
  open();
}

/**
 * What a "Talk to us" button was about (its `data-talk-about`: a project, an estimate), written on
 * the sheet as it opens, so that the request carries it; the sheet's own code may come a moment
 * later (components/sections/talk.island.tsx reads it then). A button that asks for a call
 * (`data-talk-by="call"`) chooses that way of answering in the sheet. Once the sheet is open, the
 * focus goes to its first field, whether or not its code has come yet. A tap before this script
 * arrived (a slow phone) opened the sheet without it: the same is done now, for the button that
 * has the focus.
 */
function noteWhatTalkIsAbout(): void {
  const openerOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>("[popovertarget]") : null);
  const sheetOf = (opener: HTMLElement) => {
    const sheet = document.getElementById(opener.getAttribute("popovertarget")!);
    return sheet?.hasAttribute("data-talk-sheet") && opener.getAttribute("popovertargetaction") !== "hide" ? sheet : null;
  };
  const note = (sheet: HTMLElement, opener: HTMLElement | null) => {
    sheet.dataset.openedAbout = opener?.dataset.talkAbout ?? "";
    const by = opener?.dataset.talkBy;
    const way = by ? [...sheet.querySelectorAll<HTMLInputElement>("input[name=contactBy]")].find((input) => input.value === by) : null;
    if (way) way.checked = true;
  };
  const focusFirstField = (sheet: HTMLElement) => {
    if (!sheet.matches(":popover-open") || sheet.contains(document.activeElement)) return;
    sheet.querySelector<HTMLElement>(`form ${TALK_FIRST_FIELD}`)?.focus();
  };
  document.addEventListener(
    "click",
    (event) => {
      const opener = openerOf(event.target);
      const sheet = opener ? sheetOf(opener) : null;
      if (!opener || !sheet) return;
      note(sheet, opener);
      // The sheet opens after this click has been dispatched.
      setTimeout(() => focusFirstField(sheet));
    },
    true,
  );
  for (const sheet of document.querySelectorAll<HTMLElement>("[data-talk-sheet]")) {
    if (!sheet.matches(":popover-open") || sheet.contains(document.activeElement)) continue;
    const opener = openerOf(document.activeElement);
    note(sheet, opener && sheetOf(opener) === sheet ? opener : null);
    focusFirstField(sheet);
  }
}

/**
 * The cards' stagger, for the cards that come into view (lib/stagger.ts, docs/decisions/012): a card
 * (`data-rise`) below the screen waits unseen (`data-rise-state="waiting"`), and rises as it is
 * scrolled into view, the cards that come into view together one after another by their list's
 * step. The cards on the screen as the page opens stay as they were painted; cards a list adds
 * later (more projects, another category) rise as they appear.
 */
function riseIntoView(): void {
  if (!("IntersectionObserver" in window) || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const presentAtStart = new WeakSet<Element>();
  const reported = new WeakSet<Element>();
  const observer = new IntersectionObserver((entries) => {
    let position = 0;
    for (const entry of entries) {
      const card = entry.target as HTMLElement;
      const first = !reported.has(card);
      reported.add(card);
      if (!entry.isIntersecting) {
        if (first) card.dataset.riseState = "waiting";
        continue;
      }
      observer.unobserve(card);
      if (first && presentAtStart.has(card)) continue;
      card.style.animationDelay = riseDelay(position++, Number(card.dataset.rise) || 0);
      card.dataset.riseState = "rising";
    }
  });
  // Once risen, the card is left as any other: no animation held on it.
  document.addEventListener("animationend", (event) => {
    const card = event.target instanceof HTMLElement && event.target.dataset.riseState === "rising" ? event.target : null;
    if (!card || event.animationName !== "card-rise") return;
    delete card.dataset.riseState;
    card.style.removeProperty("animation-delay");
  });
  const watch = (cards: Iterable<Element>, atStart: boolean) => {
    for (const card of cards) {
      if (atStart) presentAtStart.add(card);
      observer.observe(card);
    }
  };
  watch(document.querySelectorAll("[data-rise]"), true);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        watch(node.matches("[data-rise]") ? [node] : node.querySelectorAll("[data-rise]"), false);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
}

/** Where the site remembers that the visitor's language was offered (docs/product.md §11). */
const LANGUAGE_OFFERED_KEY = "language-offered";

/**
 * Offers an English page's visitor their browser's preferred language, when the site has it, once:
 * following the offer, saying no or closing it is remembered, and the offer is not made again.
 */
function offerLanguage(): void {
  const language = preferredTranslation(navigator.languages ?? [navigator.language]);
  const offer = language ? document.querySelector<HTMLElement>(`[data-language-offer="${language}"]`) : null;
  if (!offer) return;
  try {
    if (window.localStorage.getItem(LANGUAGE_OFFERED_KEY) !== null) return;
  } catch {
    return; // storage unavailable: it could not be remembered, so it is not made
  }
  const remember = () => {
    try {
      window.localStorage.setItem(LANGUAGE_OFFERED_KEY, language!);
    } catch {
      // storage unavailable: nothing to remember it in
    }
  };
  offer.hidden = false;
  offer.querySelector("[data-language-offer-accept]")?.addEventListener("click", remember);
  offer.querySelector("[data-language-offer-dismiss]")?.addEventListener("click", () => {
    remember();
    offer.hidden = true;
  });
}

export function startSiteBehaviour(): void {
  const html = document.documentElement;
  markScroll(html);
  markSignedIn(html);
  followMenu();
  scrollSamePageLinks();
  followComparisons();
  openLinkedRows();
  noteWhatTalkIsAbout();
  riseIntoView();
  offerLanguage();
}
