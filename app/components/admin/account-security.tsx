/**
 * A person's sign-in security on their account page (docs/product.md §6): two-step sign-in with an
 * authenticator app (turned on with its first code, then the ten recovery codes shown once; new
 * codes or turning it off with a current code; kept on while the owner requires it), and their
 * passkeys (added with the browser's own prompt, named after the device, removed).
 */
import KeyRound from "lucide-react/icons/key-round";
import ShieldCheck from "lucide-react/icons/shield-check";
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { describeDevice } from "../../../domain/user-agent";
import { ApiError, apiDelete, apiGet, apiJson } from "../../lib/api-client";
import type { Locale } from "../../../domain/locales";
import { formatNumber } from "../../i18n/format";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { formatRelativeTime } from "../../lib/relative-time";
import { AuthenticatorKey, RecoveryCodeList, type AuthenticatorSetup } from "../ui/authenticator";
import { buttonClass } from "../ui/button";
import { Spinner } from "../ui/states";
import { useConfirm } from "./confirm-dialog";
import { FormMessage, TextField } from "./form-controls";

interface Security {
  totp: boolean;
  recoveryCodesLeft: number;
  required: boolean;
  passkeys: Array<{ id: string; name: string; createdAt: string; lastUsedAt: string | null }>;
  passkeysAvailable: boolean;
}

const CARD = "rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6";
const INPUT =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-focus focus:ring-2 focus:ring-focus/30 focus:outline-none";

/** A refused call's words: the server's, or the fixed text when it could not be reached. */
function messageOf(error: unknown, locale: Locale): string {
  if (error instanceof ApiError && error.status === 0) return m.adminFrameOffline(locale);
  return error instanceof Error ? error.message : String(error);
}

/** A 6-digit code (or a recovery code) and a button: to turn the app on or off, or to renew the codes. */
function CodeForm({
  label,
  submit,
  busyLabel,
  onCode,
}: {
  label: string;
  submit: string;
  busyLabel: string;
  onCode: (code: string) => Promise<void>;
}) {
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!code) return setError(m.adminTeamEnterAppCode(locale));
    setBusy(true);
    setError(null);
    try {
      await onCode(code);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status !== 0 ? (failure.errors.code ?? failure.message) : messageOf(failure, locale));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="sm:w-56">
        <TextField label={label} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={20} error={error ?? undefined} />
      </div>
      <button type="submit" disabled={busy} className={buttonClass({}, "sm:mt-7")}>
        {busy ? busyLabel : submit}
      </button>
    </form>
  );
}

/** The person's password, asked before a new way in is added (a stolen session alone cannot). */
function PasswordStep({ submit, onPassword }: { submit: string; onPassword: (password: string) => Promise<void> }) {
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!password) return setError(m.adminTeamEnterPassword(locale));
    setBusy(true);
    setError(null);
    try {
      await onPassword(password);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status !== 0
          ? (failure.errors.current ?? failure.errors.password ?? failure.message)
          : messageOf(failure, locale),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="sm:w-64">
        <TextField
          label={m.adminTeamYourPassword(locale)}
          name="password"
          type="password"
          autoComplete="current-password"
          error={error ?? undefined}
        />
      </div>
      <button type="submit" disabled={busy} className={buttonClass({}, "sm:mt-7")}>
        {busy ? m.adminTeamChecking(locale) : submit}
      </button>
    </form>
  );
}

function TwoStep({ security, reload }: { security: Security; reload: () => void }) {
  const locale = useLocale();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [mode, setMode] = useState<"renew" | "off" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const [confirming, setConfirming] = useState(false);

  return (
    <section aria-labelledby="two-step" className={CARD}>
      <div className="flex items-center gap-2">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        <h2 id="two-step" className="text-lg font-semibold text-ink">
          {m.adminTeamTwoStepTitle(locale)}
        </h2>
      </div>
      {codes ? (
        <div className="mt-4">
          <RecoveryCodeList
            codes={codes}
            doneLabel={m.adminTeamDone(locale)}
            onDone={() => {
              setCodes(null);
              reload();
            }}
          />
        </div>
      ) : security.totp ? (
        <div className="mt-3 space-y-4">
          <p className="font-medium text-green-800">
            {(security.recoveryCodesLeft === 1 ? m.adminTeamTwoStepOnOne : m.adminTeamTwoStepOnMany)(locale, {
              count: formatNumber(locale, security.recoveryCodesLeft),
            })}
          </p>
          <p className="text-sm text-slate-600">
            {m.adminTeamTwoStepOnHint(locale)}
            {security.required ? ` ${m.adminTeamTwoStepRequired(locale)}` : ""}
          </p>
          <p role="status" className={notice ? "text-sm font-medium text-green-800" : "sr-only"}>
            {notice ?? ""}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => setMode(mode === "renew" ? null : "renew")}
              className={buttonClass({ variant: "outline" }, "text-sm")}
            >
              {m.adminTeamNewCodes(locale)}
            </button>
            {security.required ? null : (
              <button
                type="button"
                onClick={() => setMode(mode === "off" ? null : "off")}
                className={buttonClass({ variant: "outline" }, "text-sm")}
              >
                {m.adminTeamTurnOff(locale)}
              </button>
            )}
          </div>
          {mode === "renew" ? (
            <CodeForm
              label={m.adminTeamCodeFromApp(locale)}
              submit={m.adminTeamMakeNewCodes(locale)}
              busyLabel={m.adminTeamMaking(locale)}
              onCode={async (code) => {
                const { recoveryCodes } = await apiJson<{ recoveryCodes: string[] }>("POST", "/api/account/recovery-codes", { code });
                setMode(null);
                setCodes(recoveryCodes);
              }}
            />
          ) : null}
          {mode === "off" ? (
            <CodeForm
              label={m.adminTeamCodeFromApp(locale)}
              submit={m.adminTeamTurnOffTwoStep(locale)}
              busyLabel={m.adminTeamTurningOff(locale)}
              onCode={async (code) => {
                await apiJson("POST", "/api/account/totp/disable", { code });
                setMode(null);
                setNotice(m.adminTeamTwoStepOff(locale));
                reload();
              }}
            />
          ) : null}
        </div>
      ) : setup ? (
        <div className="mt-3 space-y-4">
          <p className="text-slate-700">{m.adminTeamAddToApp(locale)}</p>
          <AuthenticatorKey setup={setup} />
          <p className="text-slate-700">{m.adminTeamThenEnterCode(locale)}</p>
          <CodeForm
            label={m.adminSignInSixDigitCode(locale)}
            submit={m.adminTeamTurnOn(locale)}
            busyLabel={m.adminTeamChecking(locale)}
            onCode={async (code) => {
              const { recoveryCodes } = await apiJson<{ recoveryCodes: string[] }>("POST", "/api/account/totp/enable", { code });
              setSetup(null);
              setCodes(recoveryCodes);
            }}
          />
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <p className="text-slate-700">{m.adminTeamTwoStepOffHint(locale)}</p>
          {confirming ? (
            <PasswordStep
              submit={m.adminTeamContinue(locale)}
              onPassword={async (password) => {
                setSetup(await apiJson<AuthenticatorSetup>("POST", "/api/account/totp/setup", { password }));
                setConfirming(false);
              }}
            />
          ) : (
            <button type="button" onClick={() => setConfirming(true)} className={buttonClass({}, "gap-2")}>
              {m.adminTeamTurnOnTwoStep(locale)}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function Passkeys({ security, reload }: { security: Security; reload: () => void }) {
  const locale = useLocale();
  const confirm = useConfirm();
  const nameId = useId();
  // Named after this device to start with ("Chrome on Android"); shown only in the browser.
  const [name, setName] = useState(() => (typeof navigator === "undefined" ? "" : describeDevice(navigator.userAgent)));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const supported = typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!name.trim()) return setFailure(m.adminTeamPasskeyNameMissing(locale));
    if (!password) return setFailure(m.adminTeamPasskeyPasswordMissing(locale));
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const { options, challengeId } = await apiJson<{
        options: Parameters<typeof startRegistration>[0]["optionsJSON"];
        challengeId: string;
      }>("POST", "/api/account/passkeys/options", { password });
      const response = await startRegistration({ optionsJSON: options });
      await apiJson("POST", "/api/account/passkeys", { challengeId, response, name: name.trim() });
      setNotice(m.adminTeamPasskeyAdded(locale, { name: name.trim() }));
      reload();
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.errors.current
          ? error.errors.current
          : error instanceof Error && error.name === "NotAllowedError"
            ? m.adminTeamPasskeyCancelled(locale)
            : error instanceof Error && error.name === "InvalidStateError"
              ? m.adminTeamPasskeyExists(locale)
              : messageOf(error, locale),
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string, label: string) => {
    if (!(await confirm(m.adminTeamPasskeyRemoveConfirm(locale, { name: label }), { confirmLabel: m.adminTeamRemove(locale) }))) return;
    try {
      await apiDelete(`/api/account/passkeys/${encodeURIComponent(id)}`);
      setNotice(m.adminTeamPasskeyRemoved(locale, { name: label }));
      reload();
    } catch (error) {
      setFailure(messageOf(error, locale));
    }
  };

  return (
    <section aria-labelledby="passkeys" className={CARD}>
      <div className="flex items-center gap-2">
        <KeyRound aria-hidden="true" className="size-5 text-brand-700" />
        <h2 id="passkeys" className="text-lg font-semibold text-ink">
          {m.adminTeamPasskeysTitle(locale)}
        </h2>
      </div>
      <p className="mt-1 text-sm text-slate-600">{m.adminTeamPasskeysHint(locale)}</p>
      {security.passkeys.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-100">
          {security.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-ink">{passkey.name}</p>
                <p className="text-sm text-slate-600">
                  {passkey.lastUsedAt
                    ? m.adminTeamLastUsed(locale, { time: formatRelativeTime(locale, passkey.lastUsedAt).toLowerCase() })
                    : m.adminTeamNotUsedYet(locale)}
                </p>
              </div>
              <button
                type="button"
                onClick={() => void remove(passkey.id, passkey.name)}
                className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
              >
                {m.adminTeamRemove(locale)}
                <span className="sr-only"> {m.adminTeamPasskeySr(locale, { name: passkey.name })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {!security.passkeysAvailable ? (
        <p className="mt-3 text-sm text-slate-700">{m.adminTeamPasskeysNeedAddress(locale)}</p>
      ) : !supported ? (
        <p className="mt-3 text-sm text-slate-700">{m.adminTeamPasskeysUnsupported(locale)}</p>
      ) : (
        <form onSubmit={add} noValidate className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div className="min-w-0">
            <label htmlFor={nameId} className="mb-1.5 block text-sm font-medium text-slate-800">
              {m.adminTeamPasskeyName(locale)}
            </label>
            <input id={nameId} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} className={INPUT} />
          </div>
          <div className="min-w-0">
            <label htmlFor={`${nameId}-password`} className="mb-1.5 block text-sm font-medium text-slate-800">
              {m.adminTeamYourPassword(locale)}
            </label>
            <input id={`${nameId}-password`} name="password" type="password" autoComplete="current-password" className={INPUT} />
          </div>
          <button type="submit" disabled={busy} className={buttonClass({}, "gap-2")}>
            <KeyRound aria-hidden="true" className="size-5" />
            {busy ? m.adminTeamWaitingDevice(locale) : m.adminTeamAddPasskey(locale)}
          </button>
        </form>
      )}
      <p role="status" className={notice ? "mt-3 text-sm font-medium text-green-800" : "sr-only"}>
        {notice ?? ""}
      </p>
      {failure ? (
        <div className="mt-3">
          <FormMessage tone="error">{failure}</FormMessage>
        </div>
      ) : null}
    </section>
  );
}

export function AccountSecurity() {
  const locale = useLocale();
  const [security, setSecurity] = useState<Security | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    apiGet<Security>("/api/account/security").then(
      (answer) => {
        setSecurity(answer);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);
  if (failed && !security) {
    return (
      <div role="alert" className="rounded-card border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p>{m.adminTeamSecurityFailed(locale)}</p>
        <button
          type="button"
          onClick={load}
          className="mt-4 min-h-11 rounded-lg bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
        >
          {m.adminFrameTryAgain(locale)}
        </button>
      </div>
    );
  }
  if (!security) return <Spinner label={m.adminTeamSecurityLoading(locale)} />;
  return (
    <>
      <TwoStep security={security} reload={load} />
      <Passkeys security={security} reload={load} />
    </>
  );
}
