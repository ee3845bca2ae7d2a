/**
 * A list of the site's content (services, tiers, team, testimonials, timeline, stat tiles): each
 * entry a panel that opens and closes, moved up or down with buttons (a keyboard and a phone
 * both reach them, unlike dragging), and, where the list has no fixed count, added and removed.
 * A move keeps the focus on the button that moved the entry and says where it went. A link to a
 * field inside an entry (field-target.ts) opens that entry.
 */
import ChevronDown from "lucide-react/icons/chevron-down";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useLocale } from "../../../i18n/locale";
import * as m from "../../../i18n/messages";
import { isInside } from "./field-target";
import { useFieldValue, useSiteForm } from "./site-form";

let nextKey = 0;
const newKey = () => `entry-${nextKey++}`;

interface SiteListProps<T> {
  path: string;
  /** The list's heading: "Team". */
  label: string;
  /** What one entry is called: "team member"; and more than one: "team members". */
  noun: string;
  nouns: string;
  hint?: string;
  /** How an entry is named in its panel's title and in the buttons' labels. */
  title: (item: T, index: number) => string;
  /** A new, empty entry: given when entries may be added and removed. */
  newItem?: () => T;
  min?: number;
  max?: number;
  /** Entries start closed (long lists) or open (a few short ones). */
  startOpen?: boolean;
  children: (path: string, index: number) => ReactNode;
}

const ICON_BUTTON =
  "grid size-11 shrink-0 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent";

export function SiteList<T>({
  path,
  label,
  noun,
  nouns,
  hint,
  title,
  newItem,
  min = 0,
  max = Infinity,
  startOpen = false,
  children,
}: SiteListProps<T>) {
  const locale = useLocale();
  const { set, errorAt, clearErrorsUnder, busy, target } = useSiteForm();
  const value = useFieldValue(path);
  const items = (Array.isArray(value) ? value : []) as T[];
  const headingId = useId();
  const [keys, setKeys] = useState<string[]>(() => items.map(newKey));
  const targeted = (list: readonly string[]) => list.filter((_, index) => target !== null && isInside(target, `${path}.${index}`));
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(startOpen ? keys : targeted(keys)));
  const [openedFor, setOpenedFor] = useState(target);
  // A link to another field while the form is open (the same page's "Fix" again) opens its entry too.
  if (openedFor !== target) {
    setOpenedFor(target);
    setOpen((current) => new Set([...current, ...targeted(keys)]));
  }
  const [announcement, setAnnouncement] = useState("");
  const focusAfter = useRef<string | null>(null);
  // A list replaced from elsewhere (a restore) gets fresh keys.
  if (keys.length !== items.length) setKeys(items.map(newKey));

  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    const reorder = <U,>(list: U[]) => {
      const next = [...list];
      [next[index], next[to]] = [next[to]!, next[index]!];
      return next;
    };
    set(path, reorder(items));
    setKeys(reorder(keys));
    clearErrorsUnder(path);
    const name = title(items[index]!, to);
    setAnnouncement(m.adminSiteListMoved(locale, { name, position: to + 1, total: items.length }));
    // Focus stays on the same button of the moved entry, unless it cannot move further that way.
    const edge = (by === -1 && to === 0) || (by === 1 && to === items.length - 1);
    focusAfter.current = `${keys[index]}-${edge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`;
  };

  const remove = (index: number) => {
    const name = title(items[index]!, index);
    set(
      path,
      items.filter((_, i) => i !== index),
    );
    setKeys(keys.filter((_, i) => i !== index));
    clearErrorsUnder(path);
    setAnnouncement(m.adminSiteListRemoved(locale, { name }));
    focusAfter.current = `${headingId}-add`;
  };

  const add = () => {
    if (!newItem) return;
    const key = newKey();
    set(path, [...items, newItem()]);
    setKeys([...keys, key]);
    setOpen((current) => new Set(current).add(key));
    setAnnouncement(m.adminSiteListAdded(locale, { noun }));
    focusAfter.current = `${key}-title`;
  };

  const listError = errorAt(path, true);

  return (
    <section aria-labelledby={headingId} data-field={path} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-sm font-medium text-slate-700">
          <span className="sr-only">{label}: </span>
          {items.length} {items.length === 1 ? noun : nouns}
          {Number.isFinite(max) && newItem ? <span className="text-slate-600"> ({m.adminSiteListUpTo(locale, { max })})</span> : null}
        </h3>
        {hint ? <p className="mt-0.5 text-sm text-slate-600">{hint}</p> : null}
        {listError ? <p className="mt-1 text-sm font-medium text-red-700">{listError}</p> : null}
      </div>
      <ol className="space-y-2">
        {items.map((item, index) => {
          const key = keys[index] ?? `${index}`;
          const itemPath = `${path}.${index}`;
          const hasError = !!errorAt(itemPath);
          const isOpen = open.has(key) || hasError;
          const name = title(item, index);
          return (
            <li key={key} className={`rounded-lg border bg-white ${hasError ? "border-red-600" : "border-slate-200"}`}>
              <div className="flex items-center gap-1 p-1">
                <button
                  id={`${key}-title`}
                  type="button"
                  onClick={() => toggle(key)}
                  aria-expanded={isOpen}
                  aria-controls={`${key}-panel`}
                  className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg px-2 text-left font-medium text-slate-800 hover:bg-slate-50"
                >
                  <ChevronDown aria-hidden="true" className={`size-5 shrink-0 transition-transform ${isOpen ? "rotate-180" : ""}`} />
                  <span className="w-6 shrink-0 text-sm text-slate-600">{index + 1}.</span>
                  <span className="truncate">{name}</span>
                  {hasError ? <span className="sr-only"> ({m.adminSiteListNeedsChange(locale)})</span> : null}
                </button>
                <button
                  id={`${key}-up`}
                  type="button"
                  onClick={() => move(index, -1)}
                  disabled={busy || index === 0}
                  aria-label={m.adminSiteListMoveUp(locale, { name })}
                  className={ICON_BUTTON}
                >
                  <ArrowUp aria-hidden="true" className="size-5" />
                </button>
                <button
                  id={`${key}-down`}
                  type="button"
                  onClick={() => move(index, 1)}
                  disabled={busy || index === items.length - 1}
                  aria-label={m.adminSiteListMoveDown(locale, { name })}
                  className={ICON_BUTTON}
                >
                  <ArrowDown aria-hidden="true" className="size-5" />
                </button>
                {newItem ? (
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    disabled={busy || items.length <= min}
                    aria-label={m.adminSiteListRemove(locale, { name })}
                    className={`${ICON_BUTTON} text-red-700 hover:bg-red-50`}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                  </button>
                ) : null}
              </div>
              <div id={`${key}-panel`} hidden={!isOpen} className="space-y-5 border-t border-slate-100 p-3 sm:p-4">
                {isOpen ? children(itemPath, index) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {newItem ? (
        <button
          id={`${headingId}-add`}
          type="button"
          onClick={add}
          disabled={busy || items.length >= max}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-dashed border-brand-600 px-4 font-medium text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500"
        >
          <Plus aria-hidden="true" className="size-5" />
          {m.adminSiteListAdd(locale, { noun })}
          {items.length >= max ? <span className="text-sm font-normal"> ({m.adminSiteListAtMost(locale, { max })})</span> : null}
        </button>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
