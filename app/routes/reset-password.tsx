import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Link, useNavigate } from "react-router";
import { Spinner } from "../components/ui/states";
import { AuthCard, BoldValue, NewPasswordFields, Notice, PRIMARY_LINK, SECONDARY, SUBMIT } from "../components/ui/password-fields";
import { LocaleContext, useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { adminLocale, useAdminLanguage } from "../lib/admin-language";
import { checkNewPassword, postJson, tooManyMessage, useCheckedLink } from "../lib/one-time-link";
import { pageTitle } from "../lib/seo";
import { getSiteFromMatches } from "../lib/route-site";
import type { SiteRouteHandle } from "./site-layout";
import type { Route } from "./+types/reset-password";

/** No dark hero here: the public header starts white. */
export const handle: SiteRouteHandle = { solidHeader: true };

export function meta({ matches }: Route.MetaArgs) {
  const siteName = getSiteFromMatches(matches).siteName;
  return [{ title: pageTitle(m.adminSignInResetTitle(adminLocale()), siteName) }, { name: "robots", content: "noindex" }];
}

/** The address /api/password/reset/check names, whose password the link sets. */
const acceptReset = (data: unknown): string | null => {
  const email = (data as { email?: unknown } | null)?.email;
  return typeof email === "string" && email ? email : null;
};

/**
 * A reset link's page (docs/product.md §6): /reset-password#<token>, e-mailed on "Forgot password?"
 * or made by the owner. It checks the link, asks for the new password twice, sets it (which signs
 * the account out everywhere) and sends the person to sign in with it.
 */
export default function ResetPassword() {
  const locale = useAdminLanguage();
  return (
    <LocaleContext.Provider value={locale}>
      <ResetPasswordPage />
    </LocaleContext.Provider>
  );
}

function ResetPasswordPage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const { token, state, headingRef, retry, gone } = useCheckedLink("/api/password/reset/check", acceptReset, m.adminSignInResetGone);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    setFailure(null);
    const found = checkNewPassword(password, confirm, locale);
    if (Object.keys(found).length > 0) {
      flushSync(() => setErrors(found));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const answer = await postJson<{ message?: string }>("/api/password/reset", { token, password }, locale);
      if (answer.ok) {
        navigate("/login?reset=1", { replace: true });
        return;
      }
      if (answer.status === 410) {
        gone(answer.message || m.adminSignInResetGone(locale));
      } else if (Object.keys(answer.errors).length > 0 && answer.errors.password) {
        flushSync(() => setErrors({ password: answer.errors.password! }));
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      } else {
        flushSync(() =>
          setFailure(answer.status === 429 ? tooManyMessage(answer, locale) : answer.message || m.adminSignInPasswordNotSet(locale)),
        );
        failureRef.current?.focus();
      }
    } catch {
      flushSync(() => setFailure(m.adminFrameOffline(locale)));
      failureRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  if (state.step === "reading" || state.step === "checking") {
    return (
      <AuthCard>
        <h1 className="text-2xl font-bold text-ink">{m.adminSignInResetTitle(locale)}</h1>
        <Spinner label={m.adminSignInCheckingLink(locale)} className="py-10" />
      </AuthCard>
    );
  }

  if (state.step === "incomplete" || state.step === "gone") {
    return (
      <AuthCard>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
          {state.step === "gone" ? m.adminSignInLinkGoneTitle(locale) : m.adminSignInIncompleteTitle(locale)}
        </h1>
        <p className="mt-3 text-slate-700">{state.step === "gone" ? state.message : m.adminSignInLinkIncomplete(locale)}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to="/forgot-password" className={PRIMARY_LINK}>
            {m.adminSignInAskNewLink(locale)}
          </Link>
          <Link to="/login" className={SECONDARY}>
            {m.adminSignInBackToLogin(locale)}
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (state.step === "unreachable") {
    return (
      <AuthCard>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
          {m.adminSignInLinkUnchecked(locale)}
        </h1>
        <div className="mt-4">
          <Notice tone="error">
            <p className="font-medium">{state.message}</p>
          </Notice>
        </div>
        <button
          type="button"
          onClick={() => {
            retry();
          }}
          className={`${SUBMIT} mt-6`}
        >
          {m.adminSignInTryAgain(locale)}
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <h1 className="text-2xl font-bold text-ink">{m.adminSignInResetTitle(locale)}</h1>
      <p className="mt-2 break-words text-slate-700">
        <BoldValue text={(email) => m.adminSignInResetIntro(locale, { email })} value={state.value} />
      </p>
      <form ref={formRef} method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 space-y-5">
        {failure ? (
          <Notice ref={failureRef} tone="error">
            <p className="font-medium">{failure}</p>
          </Notice>
        ) : null}
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={state.value} readOnly hidden />
        <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} errors={errors} />
        <button type="submit" disabled={submitting} className={SUBMIT}>
          {submitting ? m.adminSignInSaving(locale) : m.adminSignInSetPassword(locale)}
        </button>
      </form>
    </AuthCard>
  );
}
