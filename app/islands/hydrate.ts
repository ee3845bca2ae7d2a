/**
 * React's part of hydrating an island: loaded (with React) only when a page's first island is
 * due, so a page without one never downloads React (app/islands/runtime.ts).
 */
import { createElement, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { LocaleContext, localeOfLang } from "../i18n/locale";
import { UPLOADS } from "../lib/images";
import { MediaBaseContext } from "../lib/media-base";

/**
 * Hydrates `root` as `Component` with `props`; resolves once its effects have run, and rejects if
 * the island throws (a tap held for it then does what it does without JavaScript).
 */
export function hydrateIsland(root: HTMLElement, Component: ComponentType<object>, props: object): Promise<void> {
  return new Promise<void>((committed, failed) => {
    // Renders nothing of its own; its effect runs after every effect of the island's, so a tap
    // played again afterwards finds the island's handlers in place.
    function Hydrated({ children }: { children: ReactNode }) {
      useEffect(() => committed(), []);
      return children;
    }
    // The island's texts are in the page's language, which the server wrote in <html lang>.
    const locale = localeOfLang(document.documentElement.lang);
    // And its photos come from where the page's do: <html data-media> when a CDN serves them.
    const media = document.documentElement.dataset.media ?? UPLOADS;
    const island = createElement(
      LocaleContext.Provider,
      { value: locale },
      createElement(MediaBaseContext.Provider, { value: media }, createElement(Component, props)),
    );
    hydrateRoot(root, createElement(Hydrated, null, island), {
      onUncaughtError: (error) => {
        console.error(error);
        failed(error);
      },
    });
  });
}
