import type { ComponentType } from "react";

/**
 * When an island's code is loaded and hydrated (app/islands/runtime.ts):
 * - `load`: at once, for what is in view and answers a tap;
 * - `visible`: when its section comes within 200 px of the screen;
 * - `idle`: when the browser is idle after the page has loaded;
 * - `interaction`: at the first tap, key or focus on it (or on its `trigger`).
 * Whatever the moment, a tap that comes before the code is not lost: it is played again once the
 * island has hydrated.
 */
export type IslandLoad = "load" | "visible" | "idle" | "interaction";

export interface IslandOptions {
  load: IslandLoad;
  /** Elements outside the island whose taps belong to it (the gallery's tiles open the lightbox). */
  trigger?: string;
  /**
   * Elements outside the island whose first touch starts its code without holding the tap, because
   * they work without it (the buttons that open a popover): the island is ready a moment later.
   */
  warm?: string;
}

/**
 * Makes `Component` an island: the server renders it inside a marker that names it and carries
 * its props as JSON, and the browser hydrates that marker as a React root of its own, with the
 * same props (docs/architecture.md §2). The rest of the page stays plain HTML. `name` is that of
 * the file calling it (`<name>.island.tsx`, vite/island-entries.ts), whose default export is `Component`. Props
 * must be plain data; an island renders nothing that depends on where it sits in the page (no
 * `useId` in what it hydrates: its ids come in through its props).
 */
export function island<P extends object>(name: string, Component: ComponentType<P>, options: IslandOptions): ComponentType<P> {
  function Island(props: P) {
    return (
      <div
        data-island={name}
        data-load={options.load}
        data-trigger={options.trigger}
        data-warm={options.warm}
        data-props={JSON.stringify(props)}
        className="contents"
      >
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
