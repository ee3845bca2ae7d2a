/**
 * The pages a one-time link opens, /join and /reset-password (docs/product.md §6): the secret is in
 * the link's fragment (`/join#<token>`), which a browser never sends, so no server log keeps it. The
 * page reads it once, then takes it out of the address bar and the history. Kept free of the admin
 * area's code (and of zod): these are pages of the public site.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

import { PASSWORD_MIN } from "../../domain/account-limits";
import type { Locale } from "../../domain/locales";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { problemErrors, problemText } from "../i18n/problems";

export { PASSWORD_MIN };

/** A link's secret: 43 characters of base64url (domain/account-schemas.ts). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The token in `hash` ("#abc…"), or null when there is none or it is cut short. */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, "").trim();
  return TOKEN.test(token) ? token : null;
}

/**
 * The link's token: undefined until the page has read it (and always in the server's HTML), then
 * the token, or null when the link was incomplete. Once read, the fragment leaves the address bar
 * and this history entry (history.replaceState, keeping the router's state), so Back, a shared
 * screen or a synced history never shows it.
 */
export function useLinkToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const read = useRef(false);
  useEffect(() => {
    const take = () => {
      const { hash, pathname, search } = window.location;
      if (!hash && read.current) return;
      read.current = true;
      setToken(tokenFromHash(hash));
      if (hash) window.history.replaceState(window.history.state, "", pathname + search);
    };
    take();
    // Another link pasted into this tab changes only the fragment: no new page loads.
    window.addEventListener("hashchange", take);
    return () => window.removeEventListener("hashchange", take);
  }, []);
  return token;
}

export interface Answer<T> {
  status: number;
  ok: boolean;
  data: T;
  /** The server's message in the admin's language (docs/product.md §11), or "" */
  message: string;
  /** Field → message, on a 400, in the admin's language too. */
  errors: Record<string, string>;
  /** Seconds, from Retry-After on a 429. */
  retryAfter: number | null;
}

/** A JSON POST without a token, its messages in `locale`; throws only when the server cannot be reached. */
export async function postJson<T>(path: string, body: object, locale: Locale = "en"): Promise<Answer<T>> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // not JSON (a proxy's error page): the fixed texts of the pages stand in
  }
  const record = (data && typeof data === "object" ? data : {}) as { message?: unknown; errors?: unknown };
  const errors: Record<string, string> = {};
  if (record.errors && typeof record.errors === "object") {
    for (const [field, text] of Object.entries(record.errors as Record<string, unknown>))
      if (typeof text === "string") errors[field] = text;
  }
  const seconds = Number(response.headers.get("retry-after"));
  return {
    status: response.status,
    ok: response.ok,
    data: data as T,
    message: typeof record.message === "string" ? problemText(locale, record.message) : "",
    errors: problemErrors(locale, errors),
    retryAfter: Number.isFinite(seconds) && seconds > 0 ? seconds : null,
  };
}

/** A 429's words: the server's message, else the wait from Retry-After (in the admin's language, docs/product.md §11). */
export function tooManyMessage(answer: Answer<unknown>, locale: Locale = "en"): string {
  if (answer.message) return answer.message;
  const minutes = answer.retryAfter ? Math.ceil(answer.retryAfter / 60) : null;
  if (!minutes) return m.adminSignInTooManyRequests(locale);
  return (minutes === 1 ? m.adminSignInTooManyRequestsOne : m.adminSignInTooManyRequestsMany)(locale, { count: minutes });
}

/** A new password and its confirmation, checked before anything is sent: field → message. */
export function checkNewPassword(password: string, confirm: string, locale: Locale = "en"): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!password) errors.password = m.adminSignInChoosePassword(locale);
  else if (password.length < PASSWORD_MIN) errors.password = m.adminSignInPasswordTooShort(locale, { count: PASSWORD_MIN });
  if (!errors.password && confirm !== password) errors.confirm = m.adminSignInPasswordsDiffer(locale);
  return errors;
}

/** Where a link's page stands: reading the fragment, checking it with the server, or its answer. */
export type LinkState<T> =
  | { step: "reading" }
  | { step: "incomplete" }
  | { step: "checking" }
  | { step: "unreachable"; message: string }
  | { step: "gone"; message: string }
  | { step: "form"; value: T };

/**
 * The link's token, checked with the server at `path` ({ token } → what the page shows, read by
 * `accept`; 410: the link no longer works, said in the page's own words, `goneMessage`). The
 * fixed texts are in the language the page provides (LocaleContext).
 * A link that cannot be used moves the focus to the page's heading (`headingRef`), so it is
 * announced; `retry` asks again after a dropped connection.
 */
export function useCheckedLink<T>(
  path: string,
  accept: (data: unknown) => T | null,
  goneMessage: (locale: Locale) => string,
): {
  token: string | null | undefined;
  state: LinkState<T>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Checks the link again (after a dropped connection), showing "checking" meanwhile. */
  retry: () => void;
  /** The link stopped working while the form was open (the form's own call answered 410). */
  gone: (message: string) => void;
} {
  const token = useLinkToken();
  const [checked, setChecked] = useState<{ token: string; state: LinkState<T> } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const state: LinkState<T> =
    token === undefined
      ? { step: "reading" }
      : token === null
        ? { step: "incomplete" }
        : checked?.token === token
          ? checked.state
          : { step: "checking" };
  const acceptRef = useRef(accept);
  // Read when the answer comes, so that a language known only after hydration is the one used.
  const locale = useLocale();
  const localeRef = useRef(locale);
  useEffect(() => {
    localeRef.current = locale;
  }, [locale]);

  const check = useCallback(
    async (value: string) => {
      const settle = (next: LinkState<T>) => setChecked({ token: value, state: next });
      try {
        const answer = await postJson<unknown>(path, { token: value }, localeRef.current);
        const shown = answer.ok ? acceptRef.current(answer.data) : null;
        if (shown !== null) settle({ step: "form", value: shown });
        else if (answer.status === 410) settle({ step: "gone", message: goneMessage(localeRef.current) });
        else if (answer.status === 400) settle({ step: "incomplete" });
        else if (answer.status === 429) settle({ step: "unreachable", message: tooManyMessage(answer, localeRef.current) });
        else settle({ step: "unreachable", message: answer.message || m.adminSignInSomethingWrong(localeRef.current) });
      } catch {
        settle({ step: "unreachable", message: m.adminFrameOffline(localeRef.current) });
      }
    },
    [path, goneMessage],
  );

  useEffect(() => {
    if (token) void check(token);
  }, [token, check]);

  useEffect(() => {
    if (state.step === "incomplete" || state.step === "gone" || state.step === "unreachable") headingRef.current?.focus();
  }, [state.step]);

  return {
    token,
    state,
    headingRef,
    retry: () => {
      if (!token) return;
      setChecked(null);
      void check(token);
    },
    gone: (message) => {
      if (token) setChecked({ token, state: { step: "gone", message } });
    },
  };
}
