/**
 * The language of the admin area (docs/product.md §11): the signed-in person's own choice, kept with
 * their account (GET /api/session), and remembered on the device so that the sign-in pages, and the
 * admin before the answer comes, are in it too. English until they choose.
 */
import { useEffect, useSyncExternalStore } from "react";
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, type Locale } from "../../domain/locales";
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
  const locale = useAdminLocale();
  useEffect(() => {
    if (person) rememberAdminLanguage(person.language);
  }, [person]);
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
