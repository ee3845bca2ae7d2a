/**
 * The language of the admin area (docs/product.md §11): the signed-in person's own choice, kept with
 * their account (GET /api/session), and remembered on the device so that the sign-in pages, and the
 * admin before the answer comes, are in it too. English until they choose.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { adminTextsLoaded, loadAdminTexts } from "../i18n/admin-texts";
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, type Locale } from "../../domain/locales";
import malayalamFont from "../fonts/noto-sans-malayalam.woff2?url";
import tamilFont from "../fonts/noto-sans-tamil.woff2?url";
import { SCRIPT_RANGES } from "../fonts/script-ranges";
import { cachedPerson, usePerson } from "./person";

const KEY = "admin-language";
const listeners = new Set<() => void>();

function remembered(): Locale {
  if (typeof window === "undefined") return DEFAULT_LOCALE;
  try {
    const stored = window.localStorage.getItem(KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Keeps the language on this device, for the pages seen before anyone is signed in. */
export function rememberAdminLanguage(language: Locale): void {
  try {
    if (window.localStorage.getItem(KEY) === language) return;
    window.localStorage.setItem(KEY, language);
  } catch {
    // storage unavailable: the account still holds the choice
  }
  for (const listener of listeners) listener();
}

/** The admin's language outside React (a route's `meta`, a message built in a callback). */
export function adminLocale(): Locale {
  return cachedPerson()?.language ?? remembered();
}

/** The admin's language: the signed-in person's, else the one this device last used. */
export function useAdminLocale(): Locale {
  const person = usePerson();
  const kept = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    remembered,
    () => DEFAULT_LOCALE,
  );
  return person?.language ?? kept;
}

/**
 * For the admin layout and the sign-in pages: the admin's language, kept on the device once the
 * account names it, and given to `<html lang>` while the page is open (the URL names no language).
 * The page provides the result as its LocaleContext.
 */
export function useAdminLanguage(): Locale {
  const person = usePerson();
  const wanted = useAdminLocale();
  // The page changes language once that language's texts are here (app/i18n/admin-texts.ts): the
  // language it provides changes then, and every text of the page follows at once.
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (adminTextsLoaded(wanted)) return;
    let current = true;
    loadAdminTexts(wanted)
      .then(() => current && setArrived((n) => n + 1))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted]);
  const locale = adminTextsLoaded(wanted) ? wanted : DEFAULT_LOCALE;
  useEffect(() => {
    if (person) rememberAdminLanguage(person.language);
  }, [person]);
  useEffect(() => loadScriptFace(locale), [locale]);
  useEffect(() => {
    const html = document.documentElement;
    const before = html.lang;
    html.lang = LOCALE_INFO[locale].lang;
    return () => {
      html.lang = before;
    };
  }, [locale]);
  return locale;
}

const SCRIPT_FACES: Partial<Record<Locale, { family: string; url: string; range: string }>> = {
  ml: { family: "Noto Sans Malayalam", url: malayalamFont, range: SCRIPT_RANGES["Noto Sans Malayalam"] },
  ta: { family: "Noto Sans Tamil", url: tamilFont, range: SCRIPT_RANGES["Noto Sans Tamil"] },
};
const loaded = new Set<Locale>();

/**
 * The admin's script face, shown as soon as it arrives (and the faces of the languages the
 * translation pages show, whatever the admin's language: what is typed there must be seen) (`swap`): the stylesheet's faces are
 * `optional`, right for a public page's first paint, but an admin page that opened before the face
 * came would otherwise keep a phone's fallback, or nothing at all where it has no such font.
 */
export function loadScriptFace(locale: Locale): void {
  const face = SCRIPT_FACES[locale];
  if (!face || loaded.has(locale) || typeof FontFace === "undefined") return;
  loaded.add(locale);
  const font = new FontFace(face.family, `url(${face.url}) format("woff2")`, {
    weight: "400 700",
    display: "swap",
    unicodeRange: face.range,
  });
  document.fonts.add(font);
  font.load().catch(() => loaded.delete(locale));
}

/** For a route's clientLoader: the admin's texts in its language are here before the page renders. */
export async function adminTextsReady(): Promise<void> {
  await loadAdminTexts(adminLocale()).catch(() => undefined);
}
