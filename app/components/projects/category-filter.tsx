import type { MouseEvent } from "react";
import { normalizeCategory } from "../../../domain/filters";

export interface FilterOption {
  /** The value sent in the address (`?category=`); empty for All. */
  value: string;
  label: string;
}

export interface CategoryFilterProps {
  /** Names the group of buttons for screen readers. */
  label: string;
  /** The page the filter belongs to; without JavaScript the buttons submit a GET form to it. */
  action: string;
  options: FilterOption[];
  selected: string;
  onSelect: (value: string) => void;
  /** Other query fields to keep when the form is submitted without JavaScript. */
  keep?: Record<string, string>;
  /** The query field the buttons send: `category` unless named. */
  name?: string;
  /** A second filter beside the categories reads as secondary: outlined, its choice in ink. */
  secondary?: boolean;
  /** On a phone the buttons sit three to a row, of one width (a short, fixed set: the bedrooms); they wrap from 640 px. */
  even?: boolean;
}

/**
 * Category buttons ('All' plus the categories present). They are submit buttons of a GET form,
 * so the filter works before (or without) JavaScript; once hydrated, a click is handled here.
 * They wrap onto as many rows as they need: every choice is in sight on a phone, none off its edge.
 */
export function CategoryFilter({
  label,
  action,
  options,
  selected,
  onSelect,
  keep = {},
  name = "category",
  secondary = false,
  even = false,
}: CategoryFilterProps) {
  const choose = (event: MouseEvent<HTMLButtonElement>, value: string) => {
    event.preventDefault();
    onSelect(value);
  };
  return (
    <form method="get" action={action}>
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <div role="group" aria-label={label} className={even ? "grid grid-cols-3 gap-2 sm:flex sm:flex-wrap" : "flex flex-wrap gap-2"}>
        {options.map((option) => {
          const active = normalizeCategory(option.value) === normalizeCategory(selected);
          return (
            <button
              key={option.value || "all"}
              type="submit"
              name={name}
              value={option.value}
              aria-pressed={active}
              onClick={(event) => choose(event, option.value)}
              className={`min-h-11 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition ${
                secondary
                  ? active
                    ? "bg-ink text-white ring-1 ring-ink"
                    : "bg-white text-slate-700 ring-1 ring-slate-300 hover:ring-ink"
                  : active
                    ? "bg-brand-700 text-white shadow-card"
                    : "bg-slate-100 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </form>
  );
}
