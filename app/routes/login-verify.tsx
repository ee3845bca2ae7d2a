/**
 * The second step of signing in (/login/verify, docs/product.md §6): after a correct password on
 * /login, the code from the person's authenticator app, or one of their recovery codes. When the
 * owner requires a second step and the person has no app yet, they add one here first (a QR code,
 * a link that opens the app on this phone, or the key to type), and are shown their ten recovery
 * codes once. The ticket the password earned waits in this tab's storage (lib/finish-sign-in.ts).
 */
import ShieldCheck from "lucide-react/icons/shield-check";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { AuthenticatorKey, RecoveryCodeList, type AuthenticatorSetup } from "../components/ui/authenticator";
import { LocaleContext, useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { problemText } from "../i18n/problems";
import { adminLocale, adminTextsReady, useAdminLanguage } from "../lib/admin-language";
import { finishSignIn, forgetPendingStep, pendingStep, type PendingStep } from "../lib/finish-sign-in";
import { pageTitle } from "../lib/seo";
import { getSiteFromMatches } from "../lib/route-site";
import { useHydrated } from "../lib/use-hydrated";
import type { SiteRouteHandle } from "./site-layout";
import type { Route } from "./+types/login-verify";

export const handle: SiteRouteHandle = { solidHeader: true };

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(m.adminSignInTwoStepTitle(adminLocale()), getSiteFromMatches(matches).siteName) },
    { name: "robots", content: "noindex" },
  ];
}

const FIELD =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-focus focus:ring-2 focus:ring-focus/30 focus:outline-none";
const PRIMARY =
  "inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-500";

/**
 * A refusal says the server's message in the admin's language (docs/product.md §11); `expired`: the
 * server said the sign-in itself has expired (its English says so), so it cannot go on.
 */
async function post<T>(
  path: string,
  body: object,
): Promise<{ ok: true; data: T } | { ok: false; status: number; message: string; expired: boolean }> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => ({}))) as T & { message?: string };
    if (response.ok) return { ok: true, data };
    await adminTextsReady();
    const said = data.message ?? "";
    const message = said ? problemText(adminLocale(), said) : m.adminSignInSomethingWrong(adminLocale());
    return { ok: false, status: response.status, message, expired: /expired/.test(said) };
  } catch {
    return { ok: false, status: 0, message: m.adminFrameOffline(adminLocale()), expired: false };
  }
}

export default function LoginVerify() {
  const locale = useAdminLanguage();
  return (
    <LocaleContext.Provider value={locale}>
      <LoginVerifyPage />
    </LocaleContext.Provider>
  );
}

function LoginVerifyPage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The ticket is this tab's (never the server's render): read once the page has hydrated.
  const step: PendingStep | null | undefined = useMemo(() => (hydrated ? pendingStep() : undefined), [hydrated]);
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<{ message: string; gone: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [codes, setCodes] = useState<{ list: string[]; next: string } | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const codeId = useId();

  const inputRef = useRef<HTMLInputElement>(null);
  // The code is what the page is for: the focus goes to it once there is a sign-in to finish.
  useEffect(() => {
    if (step) inputRef.current?.focus();
  }, [step, recovery]);

  useEffect(() => {
    if (!step?.setup) return;
    void post<AuthenticatorSetup>("/api/login/second-step/setup", { ticket: step.ticket }).then((answer) => {
      if (answer.ok) setSetup(answer.data);
      else setError({ message: answer.message, gone: answer.status === 401 });
    });
  }, [step]);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!step) return;
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!code) {
      setError({ message: recovery ? m.adminSignInEnterRecoveryCode(locale) : m.adminSignInEnterAppCode(locale), gone: false });
      return;
    }
    setSubmitting(true);
    setError(null);
    const answer = await post<{ token: string; recoveryCodes?: string[] }>("/api/login/second-step", { ticket: step.ticket, code });
    setSubmitting(false);
    if (!answer.ok) {
      setError({ message: answer.message, gone: answer.status === 401 && answer.expired });
      if (answer.expired) forgetPendingStep();
      return;
    }
    forgetPendingStep();
    const next = await finishSignIn(answer.data.token);
    if (answer.data.recoveryCodes) setCodes({ list: answer.data.recoveryCodes, next });
    else navigate(next, { replace: true });
  };

  return (
    <main className="flex min-h-[80dvh] items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8">
        {codes ? (
          <RecoveryCodeList
            codes={codes.list}
            doneLabel={m.adminSignInKeptThem(locale)}
            onDone={() => navigate(codes.next, { replace: true })}
          />
        ) : (
          <>
            <div className="flex items-center gap-3">
              <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
              <h1 className="text-2xl font-bold text-ink">{m.adminSignInTwoStepTitle(locale)}</h1>
            </div>
            {step === null ? (
              <div className="mt-6 space-y-4">
                <p className="text-slate-700">{m.adminSignInStartWithPassword(locale)}</p>
                <Link to="/login" className={PRIMARY}>
                  {m.adminSignInGoToLoginPage(locale)}
                </Link>
              </div>
            ) : (
              <>
                {step?.setup ? (
                  <div className="mt-4 space-y-3 text-slate-700">
                    <p>{m.adminSignInOwnerAsks(locale)}</p>
                    {setup ? (
                      <AuthenticatorKey setup={setup} />
                    ) : error ? null : (
                      <p className="text-sm text-slate-600">{m.adminSignInPreparingKey(locale)}</p>
                    )}
                    <p>{m.adminSignInThenEnterCode(locale)}</p>
                  </div>
                ) : (
                  <p className="mt-4 text-slate-700">{recovery ? m.adminSignInRecoveryIntro(locale) : m.adminSignInAppIntro(locale)}</p>
                )}
                <form method="post" onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
                  {error ? (
                    <p
                      ref={errorRef}
                      tabIndex={-1}
                      role="alert"
                      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800 outline-none"
                    >
                      {error.message}{" "}
                      {error.gone ? (
                        <Link to="/login" className="font-semibold underline">
                          {m.adminSignInSignInAgain(locale)}
                        </Link>
                      ) : null}
                    </p>
                  ) : null}
                  <div>
                    <label htmlFor={codeId} className="mb-1.5 block text-sm font-medium text-slate-800">
                      {recovery ? m.adminSignInRecoveryCode(locale) : m.adminSignInSixDigitCode(locale)}
                    </label>
                    <input
                      key={recovery ? "recovery" : "totp"}
                      id={codeId}
                      name="code"
                      required
                      ref={inputRef}
                      autoComplete={recovery ? "off" : "one-time-code"}
                      inputMode={recovery ? "text" : "numeric"}
                      maxLength={recovery ? 20 : 6}
                      pattern={recovery ? undefined : "[0-9]*"}
                      autoCapitalize="off"
                      spellCheck={false}
                      className={`${FIELD} font-mono tracking-widest`}
                    />
                  </div>
                  <button type="submit" disabled={submitting || !hydrated || step === undefined} className={PRIMARY}>
                    {submitting ? m.adminSignInChecking(locale) : m.adminSignInVerify(locale)}
                  </button>
                </form>
                {step?.setup ? null : (
                  <button
                    type="button"
                    onClick={() => {
                      setRecovery((was) => !was);
                      setError(null);
                    }}
                    className="mt-4 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
                  >
                    {recovery ? m.adminSignInUseApp(locale) : m.adminSignInLostPhone(locale)}
                  </button>
                )}
              </>
            )}
          </>
        )}
      </div>
    </main>
  );
}
