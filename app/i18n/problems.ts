/**
 * The server's words in the admin's language (docs/product.md §11). The API answers in English,
 * a contract the SPEC and the tests read (`{ message, errors }`, docs/architecture.md §4), and the
 * shared schemas of domain/ say their messages in English in the browser too. The admin shows each
 * in the admin's language: the catalogue admin-problems.json holds every English text the server
 * and domain/ can give, as they word it, with `{name}` where they put a value, and its Malayalam
 * and Tamil (in the admin's modules, app/i18n/admin/). A text it does not know stays English.
 */
import type { Locale } from "../../domain/locales";
import { PROBLEM_MESSAGES, type ProblemMessage } from "./problem-messages";

const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

/** Each value named as the catalogue writes it: a message given these reads as its English with `{name}`s. */
const NAMED = new Proxy({} as Record<string, string>, { get: (_target, key) => `{${String(key)}}` });

interface Template {
  /** The English, anchored, a group for each value. */
  pattern: RegExp;
  /** The values' names, by group. */
  names: string[];
  message: ProblemMessage;
  /** How much of the English is fixed: the more, the more particular the template, and the sooner tried. */
  fixed: number;
}

let known: { exact: Map<string, ProblemMessage>; templates: Template[] } | undefined;

/**
 * How a value the server put in its English reads in the admin's language: a field's label ("Company
 * name"), who has an address ("Another project"). Set by the admin, which has those labels
 * (app/routes/admin/layout.tsx); a value it does not know stays as it is.
 */
let valueText: (locale: Locale, value: string) => string = (_locale, value) => value;

export function translateProblemValues(translate: (locale: Locale, value: string) => string): void {
  valueText = translate;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The catalogue's English, read once: the texts without values by their words, the others as patterns. */
function learn(): NonNullable<typeof known> {
  const exact = new Map<string, ProblemMessage>();
  const templates: Template[] = [];
  for (const message of PROBLEM_MESSAGES) {
    const english = message("en", NAMED);
    const names: string[] = [];
    let source = "^";
    let last = 0;
    for (const match of english.matchAll(PLACEHOLDER)) {
      source += escape(english.slice(last, match.index));
      const seen = names.indexOf(match[1]!);
      // A value named twice is the same value twice.
      if (seen >= 0) source += `\\${seen + 1}`;
      else {
        names.push(match[1]!);
        source += "(.+?)";
      }
      last = match.index + match[0].length;
    }
    if (names.length === 0) exact.set(english, message);
    else {
      source += `${escape(english.slice(last))}$`;
      templates.push({ pattern: new RegExp(source, "s"), names, message, fixed: english.replace(PLACEHOLDER, "").length });
    }
  }
  templates.sort((a, b) => b.fixed - a.fixed);
  return { exact, templates };
}

/**
 * A message of the server or of domain/ in the admin's language: the catalogue's text of the same
 * English, its values (numbers, names, file names) carried over as they are; the English itself
 * in English, or when the catalogue does not know it.
 */
export function problemText(locale: Locale, english: string): string {
  if (locale === "en" || !english) return english;
  try {
    known ??= learn();
    const exact = known.exact.get(english);
    if (exact) return exact(locale, {});
    for (const { pattern, names, message } of known.templates) {
      const match = pattern.exec(english);
      if (match) return message(locale, Object.fromEntries(names.map((name, i) => [name, valueText(locale, match[i + 1]!)])));
    }
  } catch {
    // A message is never lost: the English stands.
  }
  return english;
}

/** A field → message map (an answer's `errors`, a schema's `fieldErrors`) in the admin's language. */
export function problemErrors(locale: Locale, errors: Record<string, string>): Record<string, string> {
  if (locale === "en") return errors;
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, problemText(locale, message)]));
}
