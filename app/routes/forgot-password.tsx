import Mail from "lucide-react/icons/mail";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { AuthCard, Notice, SECONDARY, SUBMIT } from "../components/ui/password-fields";
import { NETWORK_MESSAGE, postJson, tooManyMessage } from "../lib/one-time-link";
import { pageTitle } from "../lib/seo";
import { getSiteFromMatches } from "../lib/route-site";
import { useHydrated } from "../lib/use-hydrated";
import type { SiteRouteHandle } from "./site-layout";
import type { Route } from "./+types/forgot-password";

/** No dark hero here: the public header starts white. */
export const handle: SiteRouteHandle = { solidHeader: true };

export function meta({ matches }: Route.MetaArgs) {
  const siteName = getSiteFromMatches(matches).siteName;
  return [{ title: pageTitle("Forgot password", siteName) }, { name: "robots", content: "noindex" }];
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
      setFieldError("Enter your email address");
      return;
    }
    setSubmitting(true);
    try {
      const answer = await postJson<{ message?: string; mail?: boolean }>("/api/password/forgot", { email });
      if (answer.ok) {
        setOutcome(
          answer.data?.mail === false
            ? { kind: "no-mail" }
            : { kind: "sent", message: answer.message || "If an account uses that address, a link to set a new password is on its way." },
        );
      } else if (answer.status === 429) {
        setError(tooManyMessage(answer));
      } else if (answer.errors.email) {
        setFieldError(answer.errors.email);
      } else {
        setError(answer.message || "Something went wrong. Please try again.");
      }
    } catch {
      setError(NETWORK_MESSAGE);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard wide>
      <h1 className="text-2xl font-bold text-ink">Forgot your password?</h1>
      {outcome?.kind === "sent" ? (
        <div className="mt-6">
          <Notice ref={messageRef} tone="success" title="Check your e-mail">
            <p>{outcome.message}</p>
            <p>Nothing after a few minutes? Look in the spam folder, or ask again.</p>
          </Notice>
        </div>
      ) : outcome?.kind === "no-mail" ? (
        <div className="mt-6">
          <Notice ref={messageRef} tone="info" title="This site cannot send e-mail">
            <p>
              No e-mail can go from this website, so no link is on its way. Ask the site&apos;s owner: they can make a link to set a new
              password for any account, in the admin area under Accounts.
            </p>
          </Notice>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Enter the email address you sign in with, and we will send you a link to set a new password.
          </p>
          {/* POST, should it ever be sent natively: an address never goes into a URL. */}
          <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 space-y-5">
            {error ? (
              <Notice ref={messageRef} tone="error">
                <p className="font-medium">{error}</p>
              </Notice>
            ) : null}
            <div>
              <label htmlFor="forgot-email" className="mb-1.5 block text-sm font-medium text-slate-800">
                Email address
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
              {submitting ? "Sending..." : "Send me a link"}
            </button>
          </form>
        </>
      )}
      <Link to="/login" className={`${SECONDARY} mt-6`}>
        Back to Login
      </Link>
      <section aria-labelledby="server-note" className="mt-8 border-t border-slate-200 pt-6 text-sm text-slate-700">
        <h2 id="server-note" className="font-semibold text-ink">
          For whoever looks after the website&apos;s server
        </h2>
        <p className="mt-2">A password can also be set there, in the website&apos;s folder, with:</p>
        <pre className="mt-3 rounded-lg bg-slate-900 p-3 text-sm break-words whitespace-pre-wrap text-slate-100">
          <code>npm run admin -- --email you@example.com --password &apos;new password&apos;</code>
        </pre>
        <p className="mt-2">This also signs out every device that is still signed in.</p>
      </section>
    </AuthCard>
  );
}
