/**
 * The one script of a public page (docs/architecture.md §2), asked for once the page has painted and its
 * priority photo has loaded (page-scripts.tsx). It runs the site's few behaviours that need no
 * framework (site-behaviour.ts) and hydrates the page's islands, each as a React root of its own
 * with the props the server rendered it with, at the moment its marker asks for (island.tsx).
 * React itself is loaded only when the first island hydrates, so a page without one due never
 * loads it.
 */
// Every island by name, and a function that loads it: made at build time from the files named
// `<name>.island.tsx` under app/components (vite/island-entries.ts).
import ISLANDS from "virtual:islands";
import { whenIdle } from "./timing";
import { startSiteBehaviour } from "./site-behaviour";
import { hasPendingEnquiries } from "../lib/pending-enquiries";
import { isPlainClick } from "../lib/clicks";

const ISLAND = "[data-island]";
const hydrations = new WeakMap<HTMLElement, Promise<void>>();

async function mount(root: HTMLElement): Promise<void> {
  const name = root.dataset.island;
  if (name === undefined || !Object.hasOwn(ISLANDS, name)) throw new Error(`Unknown island "${name}"`);
  const [{ hydrateIsland }, island] = await Promise.all([import("./hydrate"), ISLANDS[name]!()]);
  const props = JSON.parse(root.dataset.props ?? "{}") as object;
  await hydrateIsland(root, island.default, props);
  root.setAttribute("data-hydrated", "");
}

/** Hydrates an island once, however many times it is asked. */
function hydrate(root: HTMLElement): Promise<void> {
  let hydration = hydrations.get(root);
  if (!hydration) {
    hydration = mount(root);
    hydration.catch((error: unknown) => console.error(`The ${root.dataset.island} island failed to start`, error));
    hydrations.set(root, hydration);
  }
  return hydration;
}

function isHydrated(root: HTMLElement): boolean {
  return root.hasAttribute("data-hydrated");
}

/** The island a tap on `target` belongs to, while that island is still plain HTML. */
function pendingIslandOf(target: Element): HTMLElement | null {
  const inside = target.closest<HTMLElement>(ISLAND);
  if (inside) return isHydrated(inside) ? null : inside;
  for (const root of document.querySelectorAll<HTMLElement>(`${ISLAND}[data-trigger]`)) {
    if (!isHydrated(root) && target.closest(root.dataset.trigger!)) return root;
  }
  return null;
}

const CONTROL = "a[href], button, summary, input[type=submit], input[type=button], input[type=checkbox], input[type=radio]";

/**
 * Marks what a held tap was on until it is played again (app.css: it dims and pulses meanwhile).
 * React does not compare attributes when it hydrates a production build; a development build
 * reports this one as a mismatch, which is harmless.
 */
const HELD = "data-tap-held";
/** How long a tap is held at most: past it, the element does what it does without JavaScript. */
const HOLD_LIMIT_MS = 8000;

/** Taps being held, each with what lets it go without playing it again. */
const holds = new Set<() => void>();

/**
 * Holds a tap on `element` until `root` has hydrated, then plays it again (`replay`), or, if the
 * island's code fails, does not come within HOLD_LIMIT_MS, or the element was replaced, lets the
 * element do what it does without JavaScript (`fallback`).
 */
function holdOn(element: Element, root: HTMLElement, replay: () => void, fallback: () => void): void {
  element.setAttribute(HELD, "");
  let settled = false;
  const settle = (then: () => void) => () => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    holds.delete(drop);
    element.removeAttribute(HELD);
    then();
  };
  const drop = settle(() => {});
  const timer = setTimeout(settle(fallback), HOLD_LIMIT_MS);
  holds.add(drop);
  hydrate(root).then(
    settle(() => (element.isConnected ? replay() : fallback())),
    settle(fallback),
  );
}

/**
 * Whether a tap on `control` waits for its island: a link to another page is a page load with or
 * without the island (and a prerendered one at that), so it goes at once; a button, a link the
 * island answers in place (the same page: "Load more", a filter) or a trigger of the island (a
 * gallery photo) waits.
 */
function waitsForIsland(control: HTMLElement, root: HTMLElement): boolean {
  if (!(control instanceof HTMLAnchorElement)) return true;
  if (root.dataset.trigger && control.closest(root.dataset.trigger)) return true;
  return control.origin === window.location.origin && control.pathname === window.location.pathname;
}

/**
 * A tap or a submit that reaches an island before its code has is held, the island hydrated, and
 * the same tap played again on the same element (hydration keeps the server's elements). If the
 * code cannot be had (the network dropped), the element does what it does without JavaScript. A
 * second tap on a control already held is not held again: it would be played twice.
 */
function holdEarlyTaps(): void {
  const stop = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const root = pendingIslandOf(target);
    if (!root) return;
    if (event.type === "submit") {
      const form = target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      stop(event);
      if ((submitter ?? form).hasAttribute(HELD)) return;
      holdOn(
        submitter ?? form,
        root,
        () => form.requestSubmit(submitter),
        () => form.submit(),
      );
      return;
    }
    const control = target.closest<HTMLElement>(CONTROL);
    if (!control || !isPlainClick(event as MouseEvent) || !waitsForIsland(control, root)) {
      void hydrate(root);
      return;
    }
    stop(event);
    if (control.hasAttribute(HELD)) return;
    holdOn(
      control,
      root,
      () => control.click(),
      () => {
        if (control instanceof HTMLAnchorElement) window.location.assign(control.href);
      },
    );
  };
  document.addEventListener("click", hold, true);
  document.addEventListener("submit", hold, true);
  // A page left with a tap held (Back) may be kept and shown again: the tap is not played then.
  window.addEventListener("pagehide", () => {
    for (const drop of [...holds]) drop();
  });
}

/** Whether the focus is in the island (or on its trigger) already, or a field of it was typed in. */
function isReachedFor(root: HTMLElement): boolean {
  const typed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].some(
    (field) => field.value !== field.defaultValue,
  );
  const focused = document.activeElement;
  if (typed || !focused || focused === document.body) return typed;
  return root.contains(focused) || (root.dataset.trigger !== undefined && focused.closest(root.dataset.trigger) !== null);
}

/** Starts each island's code at the moment its marker names. */
function schedule(root: HTMLElement): void {
  const start = () => void hydrate(root);
  switch (root.dataset.load) {
    case "load":
      start();
      break;
    case "visible": {
      // The marker itself has no box (display: contents): watch what it holds.
      const watched = root.firstElementChild ?? root;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          start();
        },
        { rootMargin: "200px" },
      );
      observer.observe(watched);
      break;
    }
    case "idle":
      whenIdle(start);
      break;
    default:
      // A visitor who reached for it before this script ran (focused the search box, typed in it).
      if (isReachedFor(root)) start();
      break;
  }
  // Whatever the moment, the first sign of a visitor reaching for it starts it at once.
  const reaches = (target: Element, selector: string | undefined) => selector !== undefined && target.closest(selector) !== null;
  const intent = (event: Event) => {
    const target = event.target;
    if (
      target instanceof Element &&
      (root.contains(target) || reaches(target, root.dataset.trigger) || reaches(target, root.dataset.warm))
    ) {
      start();
    }
  };
  for (const type of ["pointerdown", "focusin", "keydown"]) document.addEventListener(type, intent, { capture: true, passive: true });
}

declare global {
  interface Window {
    /** Taps that came before this script, held by the page's inline script (page-scripts.tsx). */
    __heldTaps?: HTMLElement[];
  }
}

startSiteBehaviour();
holdEarlyTaps();
// An enquiry that could not reach the server on an earlier page goes now (issue #15).
if (hasPendingEnquiries()) void import("../lib/enquiry-queue").then(({ sendPendingEnquiries }) => sendPendingEnquiries());
for (const root of document.querySelectorAll<HTMLElement>(ISLAND)) schedule(root);
// The page's behaviours are in place (and its islands scheduled).
document.documentElement.setAttribute("data-islands", "ready");
for (const control of window.__heldTaps?.splice(0) ?? []) {
  control.removeAttribute(HELD);
  control.click();
}
