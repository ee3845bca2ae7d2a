import KeyRound from "lucide-react/icons/key-round";
import Lock from "lucide-react/icons/lock";
import Mail from "lucide-react/icons/mail";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { passkeysWorkAt } from "../../domain/account-limits";
import type { Locale } from "../../domain/locales";
import { LocaleContext, useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { problemText } from "../i18n/problems";
import { adminLocale, useAdminLanguage } from "../lib/admin-language";
import { pageTitle } from "../lib/seo";
import { finishSignIn, keepPendingStep, type PendingStep } from "../lib/finish-sign-in";
import { getToken } from "../lib/token";
import { useHydrated } from "../lib/use-hydrated";
import { useSite } from "../lib/use-site";
import { getSiteFromMatches } from "../lib/route-site";
import type { SiteRouteHandle } from "./site-layout";
import type { Route } from "./+types/login";

/** No dark hero here: the public header starts white. */
export const handle: SiteRouteHandle = { solidHeader: true };

export function meta({ matches }: Route.MetaArgs) {
  const siteName = getSiteFromMatches(matches).siteName;
  return [{ title: pageTitle(m.adminSignInLoginTitle(adminLocale()), siteName) }, { name: "robots", content: "noindex" }];
}

/** docs/product.md §8: the server's message (in the admin's language, §11), else the fixed text; a 429 names the wait from Retry-After. */
async function readLoginError(response: Response, locale: Locale): Promise<string> {
  let message = "";
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === "string") message = problemText(locale, body.message);
  } catch {
    // not JSON: fall back to the fixed texts below
  }
  if (response.status === 429) {
    if (message) return message;
    const seconds = Number(response.headers.get("retry-after"));
    const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : null;
    if (!minutes) return m.adminSignInTooManyAttempts(locale);
    return (minutes === 1 ? m.adminSignInTooManyAttemptsOne : m.adminSignInTooManyAttemptsMany)(locale, { count: minutes });
  }
  return message || m.adminSignInInvalidLogin(locale);
}

/**
 * "Use a passkey" (docs/product.md §6): the browser offers the passkeys it holds for this
 * site, and the one chosen signs in with no password and no second step. Shown where the browser
 * can and the site's address allows it (a host name, not an IP address); the WebAuthn code loads
 * only when it is pressed.
 */
function PasskeySignIn({ onError }: { onError: (message: string | null) => void }) {
  const locale = useLocale();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  if (!hydrated || typeof window.PublicKeyCredential !== "function" || !passkeysWorkAt(window.location.href)) return null;
  const signIn = async () => {
    setBusy(true);
    onError(null);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const post = (path: string, body: object) =>
        fetch(path, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(body),
        });
      const asked = await post("/api/passkeys/sign-in/options", {});
      if (!asked.ok) return onError(await readLoginError(asked, locale));
      const { options, challengeId } = (await asked.json()) as {
        options: Parameters<typeof startAuthentication>[0]["optionsJSON"];
        challengeId: string;
      };
      const response = await startAuthentication({ optionsJSON: options });
      const answered = await post("/api/passkeys/sign-in", { challengeId, response });
      if (!answered.ok) return onError(await readLoginError(answered, locale));
      const { token } = (await answered.json()) as { token: string };
      navigate(await finishSignIn(token), { replace: true });
    } catch (error) {
      // Cancelled on the device, or no passkey for this site there.
      onError(
        error instanceof Error && error.name === "NotAllowedError" ? m.adminSignInNoPasskeyUsed(locale) : m.adminFrameOffline(locale),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-6 border-t border-slate-200 pt-6">
      <button
        type="button"
        onClick={signIn}
        disabled={busy}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg border-2 border-ink bg-white px-5 font-semibold text-ink hover:bg-slate-100 disabled:opacity-60"
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {busy ? m.adminSignInWaitingPasskey(locale) : m.adminSignInUsePasskey(locale)}
      </button>
    </div>
  );
}

const FIELD =
  "block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-base text-ink shadow-sm focus:border-focus focus:ring-2 focus:ring-focus/30 focus:outline-none";

/** Sign-in is in the admin's language (docs/product.md §11): the one this device last used. */
export default function Login() {
  const locale = useAdminLanguage();
  return (
    <LocaleContext.Provider value={locale}>
      <LoginPage />
    </LocaleContext.Provider>
  );
}

function LoginPage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const { company } = useSite();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  const errorRef = useRef<HTMLParagraphElement>(null);
  // Arriving from /reset-password, which set the password.
  const reset = useSearchParams()[0].get("reset") === "1";

  // docs/product.md §2: a visitor who already holds a token goes to the dashboard.
  useEffect(() => {
    if (getToken()) navigate("/dashboard", { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the form rather than kept in state: what was typed before the scripts ran is kept.
    const fields = new FormData(event.currentTarget);
    const email = String(fields.get("email") ?? "").trim();
    const password = String(fields.get("password") ?? "");
    setSubmitting(true);
    setError(null);
    try {
      const response = await fetch("/api/login", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) {
        setError(await readLoginError(response, locale));
        return;
      }
      const { token, secondStep } = (await response.json()) as { token?: string; secondStep?: PendingStep };
      // The password was right and a second step is due: a page of its own (docs/product.md §6).
      if (secondStep) {
        keepPendingStep(secondStep);
        navigate("/login/verify");
        return;
      }
      if (!token) {
        setError(m.adminSignInInvalidLogin(locale));
        return;
      }
      navigate(await finishSignIn(token), { replace: true });
    } catch {
      setError(m.adminFrameOffline(locale));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="flex min-h-[80dvh] items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8">
        <h1 className="text-center text-3xl font-bold text-ink">{m.adminSignInLoginTitle(locale)}</h1>
        <p className="mt-2 text-center text-lg font-medium text-slate-700">{m.adminSignInWelcome(locale)}</p>
        <p className="mt-1 text-center text-sm text-slate-600">{m.adminSignInManage(locale, { site: company.name })}</p>
        {/* POST, should it ever be sent natively: a password never goes into a URL. */}
        <form method="post" onSubmit={onSubmit} className="mt-8 space-y-5">
          {reset && !error ? (
            <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-900">
              {m.adminSignInPasswordSet(locale)}
            </p>
          ) : null}
          {error ? (
            <p
              ref={errorRef}
              tabIndex={-1}
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800 outline-none"
            >
              {error}
            </p>
          ) : null}
          <div>
            <label htmlFor="login-email" className="mb-1.5 block text-sm font-medium text-slate-800">
              {m.adminSignInEmail(locale)}
            </label>
            <div className="relative">
              <Mail aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
              <input id="login-email" type="email" name="email" required autoComplete="username" inputMode="email" className={FIELD} />
            </div>
          </div>
          <div>
            <div className="mb-1.5 flex items-center justify-between">
              <label htmlFor="login-password" className="block text-sm font-medium text-slate-800">
                {m.adminSignInPassword(locale)}
              </label>
              <Link to="/forgot-password" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
                {m.adminSignInForgotLink(locale)}
              </Link>
            </div>
            <div className="relative">
              <Lock aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
              <input id="login-password" type="password" name="password" required autoComplete="current-password" className={FIELD} />
            </div>
          </div>
          <button
            type="submit"
            disabled={submitting || !hydrated}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-500"
          >
            {submitting ? m.adminSignInLoggingIn(locale) : m.adminSignInSignIn(locale)}
          </button>
        </form>
        <PasskeySignIn onError={setError} />
      </div>
    </main>
  );
}
