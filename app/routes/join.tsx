import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Link, useNavigate } from "react-router";
import { isRole, type Role } from "../../domain/access";
import { possessive } from "../../domain/account-limits";
import { Spinner } from "../components/ui/states";
import { AuthCard, BoldValue, Field, NewPasswordFields, Notice, SECONDARY, SUBMIT } from "../components/ui/password-fields";
import { LocaleContext, useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { adminLocale, useAdminLanguage } from "../lib/admin-language";
import { checkNewPassword, postJson, tooManyMessage, useCheckedLink } from "../lib/one-time-link";
import { roleLabel, roleSummary } from "../lib/team-labels";
import { pageTitle } from "../lib/seo";
import { getSiteFromMatches } from "../lib/route-site";
import { finishSignIn, keepPendingStep, type PendingStep } from "../lib/finish-sign-in";
import type { SiteRouteHandle } from "./site-layout";
import type { Route } from "./+types/join";

/** No dark hero here: the public header starts white. */
export const handle: SiteRouteHandle = { solidHeader: true };

export function meta({ matches }: Route.MetaArgs) {
  const siteName = getSiteFromMatches(matches).siteName;
  return [{ title: pageTitle(m.adminSignInJoinTitle(adminLocale()), siteName) }, { name: "robots", content: "noindex" }];
}

interface Invitation {
  email: string;
  role: Role;
  /** "" when the server does not name it: the page then says "the site". */
  siteName: string;
}

/** What /api/join/check answers, when it is an invitation the page can show. */
function acceptInvitation(data: unknown): Invitation | null {
  const invitation = (data ?? {}) as Partial<Invitation>;
  if (!invitation.email || !isRole(invitation.role)) return null;
  return { email: invitation.email, role: invitation.role, siteName: invitation.siteName || "" };
}

/**
 * An invitation's page (docs/product.md §6): /join#<token>, from the owner by e-mail or WhatsApp.
 * It says which site and which role, asks for a name and a password, creates the account and
 * signs the person in on this device.
 */
export default function Join() {
  const locale = useAdminLanguage();
  return (
    <LocaleContext.Provider value={locale}>
      <JoinPage />
    </LocaleContext.Provider>
  );
}

function JoinPage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const { token, state, headingRef, retry, gone } = useCheckedLink("/api/join/check", acceptInvitation, m.adminSignInInvitationGone);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const showErrors = (found: Record<string, string>) => {
    flushSync(() => setErrors(found));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    setFailure(null);
    const found = checkNewPassword(password, confirm, locale);
    const trimmed = name.trim();
    if (!trimmed) found.name = m.adminSignInNameRequired(locale);
    else if (trimmed.length > 80) found.name = m.adminSignInNameTooLong(locale);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const answer = await postJson<{ token?: string; secondStep?: PendingStep }>("/api/join", { token, name: trimmed, password }, locale);
      const session = answer.data?.token;
      // The owner requires a second step: the account is made, and an app is set up next (/login/verify).
      if (answer.ok && answer.data?.secondStep) {
        keepPendingStep(answer.data.secondStep);
        navigate("/login/verify", { replace: true });
        return;
      }
      if (answer.ok && session) {
        navigate(await finishSignIn(session), { replace: true });
        return;
      }
      if (answer.status === 410) {
        // The server's words: expired or used, or an account already has this address.
        gone(answer.message || m.adminSignInInvitationGone(locale));
      } else if (answer.errors.name || answer.errors.password) {
        showErrors({
          ...(answer.errors.name ? { name: answer.errors.name } : {}),
          ...(answer.errors.password ? { password: answer.errors.password } : {}),
        });
      } else {
        flushSync(() =>
          setFailure(answer.status === 429 ? tooManyMessage(answer, locale) : answer.message || m.adminSignInJoinFailed(locale)),
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
        <h1 className="text-2xl font-bold text-ink">{m.adminSignInJoinTitle(locale)}</h1>
        <Spinner label={m.adminSignInCheckingInvitation(locale)} className="py-10" />
      </AuthCard>
    );
  }

  if (state.step === "incomplete" || state.step === "gone") {
    return (
      <AuthCard>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
          {state.step === "gone" ? m.adminSignInInvitationGoneTitle(locale) : m.adminSignInIncompleteTitle(locale)}
        </h1>
        <p className="mt-3 text-slate-700">{state.step === "gone" ? state.message : m.adminSignInInvitationIncomplete(locale)}</p>
        <p className="mt-3 text-slate-700">{m.adminSignInAlreadyJoined(locale)}</p>
        <Link to="/login" className={`${SECONDARY} mt-6`}>
          {m.adminSignInGoToLogin(locale)}
        </Link>
      </AuthCard>
    );
  }

  if (state.step === "unreachable") {
    return (
      <AuthCard>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
          {m.adminSignInInvitationUnchecked(locale)}
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

  const invitation = state.value;
  const role = roleLabel(locale, invitation.role);
  const siteName = invitation.siteName || m.adminSignInTheSite(locale);
  // English says "Anantha Builders' website"; the other languages put the name as it is.
  const site = locale === "en" ? possessive(siteName) : siteName;
  return (
    <AuthCard>
      <h1 className="text-2xl font-bold break-words text-ink">{m.adminSignInJoinAs(locale, { site, role })}</h1>
      <p className="mt-2 break-words text-slate-700">
        <BoldValue text={(email) => m.adminSignInInvitedAs(locale, { email })} value={invitation.email} />
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {role}: {roleSummary(locale, invitation.role)}
      </p>
      <form ref={formRef} method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 space-y-5">
        {failure ? (
          <Notice ref={failureRef} tone="error">
            <p className="font-medium">{failure}</p>
          </Notice>
        ) : null}
        <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
        <Field
          id="join-name"
          label={m.adminSignInYourName(locale)}
          autoComplete="name"
          required
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
          hint={m.adminSignInNameHint(locale)}
          error={errors.name}
        />
        <NewPasswordFields
          label={m.adminSignInPassword(locale)}
          confirmLabel={m.adminSignInConfirmPassword(locale)}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
        />
        <button type="submit" disabled={submitting} className={SUBMIT}>
          {submitting ? m.adminSignInJoining(locale) : m.adminSignInJoin(locale)}
        </button>
      </form>
    </AuthCard>
  );
}
