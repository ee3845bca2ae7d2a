import Mail from "lucide-react/icons/mail";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { AuthCard, Notice, SECONDARY, SUBMIT } from "../components/ui/password-fields";
import { LocaleContext, useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { adminLocale, useAdminLanguage } from "../lib/admin-language";
import { postJson, tooManyMessage } from "../lib/one-time-link";
import { pageTitle } from "../lib/seo";
import { getSiteFromMatches } from "../lib/route-site";
import { useHydrated } from "../lib/use-hydrated";
import type { SiteRouteHandle } from "./site-layout";
import type { Route } from "./+types/forgot-password";

/** No dark hero here: the public header starts white. */
export const handle: SiteRouteHandle = { solidHeader: true };

export function meta({ matches }: Route.MetaArgs) {
  const siteName = getSiteFromMatches(matches).siteName;
  return [{ title: pageTitle(m.adminSignInForgotTitle(adminLocale()), siteName) }, { name: "robots", content: "noindex" }];
}

const FIELD =
  "block w-full rounded-lg border bg-white py-2.5 pr-3 pl-10 text-base text-ink shadow-sm focus:border-focus focus:ring-2 focus:ring-focus/30 focus:outline-none";

type Outcome = { kind: "sent"; message: string } | { kind: "no-mail" };

/**
 * "Forgot password?" (docs/product.md §6): the address gets a one-time link to /reset-password by
 * e-mail. The answer is the same whether an account uses the address or not. A site without
 * e-mail says so: the owner makes the link in the admin area instead, and whoever holds the
 * server can still set a password there (server/admin-cli.ts).
 */
export default function ForgotPassword() {
  const locale = useAdminLanguage();
  return (
    <LocaleContext.Provider value={locale}>
      <ForgotPasswordPage />
    </LocaleContext.Provider>
  );
}

function ForgotPasswordPage() {
  const locale = useLocale();
  const hydrated = useHydrated();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (outcome || error) messageRef.current?.focus();
    else if (fieldError) inputRef.current?.focus();
  }, [outcome, error, fieldError]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    setError(null);
    setFieldError(null);
    if (!email) {
      setFieldError(m.adminSignInEnterEmail(locale));
      return;
    }
    setSubmitting(true);
    try {
      const answer = await postJson<{ message?: string; mail?: boolean }>("/api/password/forgot", { email }, locale);
      if (answer.ok) {
        setOutcome(
          answer.data?.mail === false
            ? { kind: "no-mail" }
            : { kind: "sent", message: answer.message || m.adminSignInLinkOnItsWay(locale) },
        );
      } else if (answer.status === 429) {
        setError(tooManyMessage(answer, locale));
      } else if (answer.errors.email) {
        setFieldError(answer.errors.email);
      } else {
        setError(answer.message || m.adminSignInSomethingWrong(locale));
      }
    } catch {
      setError(m.adminFrameOffline(locale));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard wide>
      <h1 className="text-2xl font-bold text-ink">{m.adminSignInForgotHeading(locale)}</h1>
      {outcome?.kind === "sent" ? (
        <div className="mt-6">
          <Notice ref={messageRef} tone="success" title={m.adminSignInCheckEmail(locale)}>
            <p>{outcome.message}</p>
            <p>{m.adminSignInNothingYet(locale)}</p>
          </Notice>
        </div>
      ) : outcome?.kind === "no-mail" ? (
        <div className="mt-6">
          <Notice ref={messageRef} tone="info" title={m.adminSignInNoMailTitle(locale)}>
            <p>{m.adminSignInNoMailText(locale)}</p>
          </Notice>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{m.adminSignInForgotIntro(locale)}</p>
          {/* POST, should it ever be sent natively: an address never goes into a URL. */}
          <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 space-y-5">
            {error ? (
              <Notice ref={messageRef} tone="error">
                <p className="font-medium">{error}</p>
              </Notice>
            ) : null}
            <div>
              <label htmlFor="forgot-email" className="mb-1.5 block text-sm font-medium text-slate-800">
                {m.adminSignInEmail(locale)}
              </label>
              <div className="relative">
                <Mail aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
                <input
                  ref={inputRef}
                  id="forgot-email"
                  type="email"
                  name="email"
                  required
                  autoComplete="username"
                  inputMode="email"
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? "forgot-email-error" : undefined}
                  className={`${FIELD} ${fieldError ? "border-red-600" : "border-slate-300"}`}
                />
              </div>
              {fieldError ? (
                <p id="forgot-email-error" className="mt-1 text-sm font-medium text-red-700">
                  {fieldError}
                </p>
              ) : null}
            </div>
            <button type="submit" disabled={submitting || !hydrated} className={SUBMIT}>
              {submitting ? m.adminSignInSending(locale) : m.adminSignInSendLink(locale)}
            </button>
          </form>
        </>
      )}
      <Link to="/login" className={`${SECONDARY} mt-6`}>
        {m.adminSignInBackToLogin(locale)}
      </Link>
      <section aria-labelledby="server-note" className="mt-8 border-t border-slate-200 pt-6 text-sm text-slate-700">
        <h2 id="server-note" className="font-semibold text-ink">
          {m.adminSignInServerTitle(locale)}
        </h2>
        <p className="mt-2">{m.adminSignInServerText(locale)}</p>
        <pre className="mt-3 rounded-lg bg-slate-900 p-3 text-sm break-words whitespace-pre-wrap text-slate-100">
          <code>npm run admin -- --email you@example.com --password &apos;new password&apos;</code>
        </pre>
        <p className="mt-2">{m.adminSignInServerSignsOut(locale)}</p>
      </section>
    </AuthCard>
  );
}
