/**
 * Your account (/account, docs/product.md §6): every signed-in person's own page, whatever their
 * role. Their e-mail and role, their name, their password (changing it signs them out everywhere
 * else), their two-step sign-in and passkeys (components/admin/account-security.tsx), and where
 * they are signed in, each device by name, to sign out of one or of all the others.
 */
import LogOut from "lucide-react/icons/log-out";
import Monitor from "lucide-react/icons/monitor";
import Smartphone from "lucide-react/icons/smartphone";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import type { SignedInPerson } from "../../../domain/access";
import { passwordChangeSchema, profileSchema } from "../../../domain/account-schemas";
import { fieldErrors } from "../../../domain/schemas";
import { parseUserAgent } from "../../../domain/user-agent";
import { AccountSecurity } from "../../components/admin/account-security";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { FormMessage, TextField } from "../../components/admin/form-controls";
import { Field, NewPasswordFields } from "../../components/ui/password-fields";
import { Spinner } from "../../components/ui/states";
import { buttonClass } from "../../components/ui/button";
import { requireToken } from "../../lib/admin-guard";
import { ApiError, apiDelete, apiGet, apiJson } from "../../lib/api-client";
import { cachedPerson, loadPerson, renamePerson, setPersonLanguage, usePerson } from "../../lib/person";
import { adminLocale, rememberAdminLanguage } from "../../lib/admin-language";
import { formatDate, formatNumber } from "../../i18n/format";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { problemErrors, problemText } from "../../i18n/problems";
import { deviceName, roleLabel, roleSummary } from "../../lib/team-labels";
import { LOCALE_INFO, LOCALES, type Locale } from "../../../domain/locales";
import { formatRelativeTime } from "../../lib/relative-time";
import type { Route } from "./+types/account";

export async function clientLoader() {
  requireToken();
  return { person: cachedPerson() ?? (await loadPerson().catch(() => null)) };
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: m.adminTeamAccountTitle(adminLocale()) }];
}

interface Session {
  id: string;
  userAgent: string | null;
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

const CARD = "rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6";
const STARTED_DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };
const STARTED = new Intl.DateTimeFormat("en-US", STARTED_DATE);

/** When a session began: "Nov 21, 2026" in English, the language's own month names otherwise. */
function startedOn(locale: Locale, iso: string): string {
  return locale === "en" ? STARTED.format(new Date(iso)) : formatDate(locale, iso, STARTED_DATE);
}

/** What a refused call says: the server's words, or the fixed `fallback` when it could not be reached. */
function failureOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 ? error.message : fallback;
}

function focusFirstInvalid(form: HTMLFormElement | null, fallback?: HTMLElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field) field.focus();
  else fallback?.focus();
}

function NameForm({ person }: { person: SignedInPerson }) {
  const locale = useLocale();
  const [name, setName] = useState(person.name);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaved(null);
    const checked = profileSchema.safeParse({ name });
    if (!checked.success) {
      flushSync(() => setError(problemErrors(locale, fieldErrors(checked.error)).name));
      focusFirstInvalid(formRef.current);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await apiJson<{ name: string }>("PUT", "/api/account", checked.data);
      renamePerson(answer.name);
      setName(answer.name);
      setSaved(m.adminTeamNameSaved(locale));
    } catch (caught) {
      if (caught instanceof ApiError && caught.isUnauthorized) return;
      const fieldError = caught instanceof ApiError ? caught.errors.name : undefined;
      flushSync(() => {
        setError(fieldError);
        if (!fieldError) setFailure(failureOf(caught, m.adminTeamNameOffline(locale)));
      });
      focusFirstInvalid(formRef.current, failureRef.current);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="account-name" className={CARD}>
      <h2 id="account-name" className="text-lg font-semibold text-ink">
        {m.adminTeamYourName(locale)}
      </h2>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
        {failure ? (
          <FormMessage ref={failureRef} tone="error" title={m.adminTeamNameNotSaved(locale)}>
            <p>{failure}</p>
          </FormMessage>
        ) : null}
        <TextField
          id="account-name-field"
          label={m.adminTeamName(locale)}
          required
          autoComplete="name"
          maxLength={80}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setSaved(null);
          }}
          hint={m.adminTeamNameHint(locale)}
          error={error}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} className={buttonClass({}, "w-full sm:w-auto")}>
            {busy ? m.adminTeamSaving(locale) : m.adminTeamSaveName(locale)}
          </button>
        </div>
        <p role="status" className={saved ? "text-sm font-medium text-green-800" : "sr-only"}>
          {saved ?? ""}
        </p>
      </form>
    </section>
  );
}

/** The admin's language, the person's own (docs/product.md §11): saved with the account, shown at once. */
function LanguageForm({ person }: { person: SignedInPerson }) {
  const locale = useLocale();
  const [choice, setChoice] = useState<Locale>(person.language);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    setBusy(true);
    try {
      const answer = await apiJson<{ language: Locale }>("PUT", "/api/account/language", { language: choice });
      setPersonLanguage(answer.language);
      rememberAdminLanguage(answer.language);
      setSaved(true);
    } catch (caught) {
      if (caught instanceof ApiError && caught.isUnauthorized) return;
      flushSync(() => setFailure(failureOf(caught, m.adminLanguageOffline(locale))));
      failureRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="account-language" className={CARD}>
      <h2 id="account-language" className="text-lg font-semibold text-ink">
        {m.adminLanguageTitle(locale)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.adminLanguageHint(locale)}</p>
      <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        {failure ? (
          <FormMessage ref={failureRef} tone="error" title={m.adminLanguageNotSaved(locale)}>
            <p>{failure}</p>
          </FormMessage>
        ) : null}
        <fieldset>
          <legend className="sr-only">{m.adminLanguageTitle(locale)}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {LOCALES.map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="admin-language"
                  value={option}
                  checked={choice === option}
                  onChange={() => {
                    setChoice(option);
                    setSaved(false);
                  }}
                  className="size-4 accent-brand-700"
                />
                <span lang={LOCALE_INFO[option].lang} className="font-medium text-ink">
                  {LOCALE_INFO[option].name}
                </span>
                {option !== "en" ? <span className="text-sm text-slate-600">{LOCALE_INFO[option].english}</span> : null}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" disabled={busy || choice === person.language} className={buttonClass({}, "w-full sm:w-auto")}>
          {busy ? m.adminLanguageSaving(locale) : m.adminLanguageSave(locale)}
        </button>
        <p role="status" className={saved ? "text-sm font-medium text-green-800" : "sr-only"}>
          {saved ? m.adminLanguageSaved(locale) : ""}
        </p>
      </form>
    </section>
  );
}

function PasswordForm({ email, onChanged }: { email: string; onChanged: () => void }) {
  const locale = useLocale();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  const reject = (found: Record<string, string>) => {
    flushSync(() => setErrors(found));
    focusFirstInvalid(formRef.current, failureRef.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const checked = passwordChangeSchema.safeParse({ current, password });
    const found = checked.success ? {} : problemErrors(locale, fieldErrors(checked.error));
    if (!found.password && confirm !== password) found.confirm = m.adminSignInPasswordsDiffer(locale);
    if (!checked.success || found.confirm) {
      reject(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await apiJson<{ message: string }>("PUT", "/api/account/password", checked.data);
      setCurrent("");
      setPassword("");
      setConfirm("");
      flushSync(() => setDone(problemText(locale, answer.message) || m.adminTeamPasswordChanged(locale)));
      doneRef.current?.focus();
      onChanged();
    } catch (caught) {
      if (caught instanceof ApiError && caught.isUnauthorized) return;
      const fields = caught instanceof ApiError ? caught.errors : {};
      if (Object.keys(fields).length > 0) {
        reject(fields);
      } else {
        flushSync(() => setFailure(failureOf(caught, m.adminTeamPasswordOffline(locale))));
        failureRef.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="account-password" className={CARD}>
      <h2 id="account-password" className="text-lg font-semibold text-ink">
        {m.adminTeamChangePassword(locale)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.adminTeamPasswordHint(locale)}</p>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
        {failure ? (
          <FormMessage ref={failureRef} tone="error" title={m.adminTeamPasswordNotChanged(locale)}>
            <p>{failure}</p>
          </FormMessage>
        ) : null}
        {done ? (
          <FormMessage ref={doneRef} tone="success">
            <p className="font-medium">{done}</p>
          </FormMessage>
        ) : null}
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field
          id="account-current-password"
          label={m.adminTeamCurrentPassword(locale)}
          type="password"
          required
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.current}
        />
        <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} errors={errors} />
        <button type="submit" disabled={busy} className={buttonClass({}, "w-full sm:w-auto")}>
          {busy ? m.adminTeamChanging(locale) : m.adminTeamChangePassword(locale)}
        </button>
      </form>
    </section>
  );
}

type SessionsState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; sessions: Session[] };

/** The person's sessions, this device first, then the most recently used; null after a 401 (the admin area goes to /login). */
async function fetchSessions(): Promise<SessionsState | null> {
  try {
    const { sessions } = await apiGet<{ sessions: Session[] }>("/api/account/sessions");
    return { status: "ready", sessions: [...sessions].sort((a, b) => Number(b.current) - Number(a.current)) };
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorized) return null;
    return { status: "error", message: failureOf(error, m.adminTeamSessionsFailed(adminLocale())) };
  }
}

function SessionRow({ session, busy, onSignOut }: { session: Session; busy: boolean; onSignOut: (session: Session) => void }) {
  const locale = useLocale();
  const device = deviceName(locale, session.userAgent);
  const { system } = parseUserAgent(session.userAgent);
  const Icon = system === "iPhone" || system === "Android" ? Smartphone : Monitor;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-500" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink">
            {device}
            {session.current ? (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                {m.adminTeamThisDevice(locale)}
              </span>
            ) : null}
          </p>
          <dl className="mt-1 space-y-0.5 text-sm text-slate-600">
            <div>
              <dt className="inline">{m.adminTeamAddressLabel(locale)} </dt>
              <dd className="inline break-all">{session.address ?? m.adminTeamUnknown(locale)}</dd>
            </div>
            <div>
              <dt className="inline">{m.adminTeamLastUsedLabel(locale)} </dt>
              <dd className="inline">
                <time dateTime={session.lastSeenAt}>{formatRelativeTime(locale, session.lastSeenAt)}</time>
              </dd>
            </div>
            <div>
              <dt className="inline">{m.adminTeamSignedInLabel(locale)} </dt>
              <dd className="inline">
                <time dateTime={session.createdAt}>{startedOn(locale, session.createdAt)}</time>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      {session.current ? null : (
        <button
          type="button"
          disabled={busy}
          onClick={() => onSignOut(session)}
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50"
        >
          <LogOut aria-hidden="true" className="size-4" />
          {m.adminTeamSignOut(locale)}
          <span className="sr-only"> {m.adminTeamSignOutOf(locale, { device })}</span>
        </button>
      )}
    </li>
  );
}

function Sessions({ version }: { version: number }) {
  const locale = useLocale();
  const confirm = useConfirm();
  const [state, setState] = useState<SessionsState>({ status: "loading" });
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  /** Bumped to ask for the list again after a sign-out here. */
  const [round, setRound] = useState(0);
  const load = useCallback(() => setRound((value) => value + 1), []);

  useEffect(() => {
    let live = true;
    void fetchSessions().then((next) => {
      if (live && next) setState(next);
    });
    return () => {
      live = false;
    };
  }, [round, version]);

  const signOut = async (session: Session) => {
    const device = deviceName(locale, session.userAgent);
    if (!(await confirm(m.adminTeamSignOutConfirm(locale, { device }), { confirmLabel: m.adminTeamSignOut(locale) }))) return;
    setBusy(session.id);
    setFailure(null);
    setNote(null);
    try {
      await apiDelete(`/api/account/sessions/${encodeURIComponent(session.id)}`);
      setNote(m.adminTeamSignedOutOf(locale, { device }));
    } catch (error) {
      if (error instanceof ApiError && error.isUnauthorized) return;
      // Already ended (404): the list is put right below all the same.
      if (!(error instanceof ApiError && error.status === 404)) setFailure(failureOf(error, m.adminTeamSignOutFailed(locale, { device })));
    } finally {
      setBusy(null);
    }
    load();
  };

  const signOutOthers = async () => {
    if (!(await confirm(m.adminTeamSignOutOthersConfirm(locale), { confirmLabel: m.adminTeamSignOut(locale) }))) return;
    setBusy("others");
    setFailure(null);
    setNote(null);
    try {
      const { ended } = await apiJson<{ ended: number }>("POST", "/api/account/sessions/end-others");
      setNote(
        ended === 0
          ? m.adminTeamNowhereElse(locale)
          : (ended === 1 ? m.adminTeamSignedOutOthersOne : m.adminTeamSignedOutOthersMany)(locale, { count: formatNumber(locale, ended) }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.isUnauthorized) return;
      setFailure(failureOf(error, m.adminTeamOthersFailed(locale)));
    } finally {
      setBusy(null);
    }
    load();
  };

  const others = state.status === "ready" ? state.sessions.filter((session) => !session.current).length : 0;
  return (
    <section aria-labelledby="account-sessions" className={CARD}>
      <h2 id="account-sessions" className="text-lg font-semibold text-ink">
        {m.adminTeamSessionsTitle(locale)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.adminTeamSessionsHint(locale)}</p>
      <div className="mt-4 space-y-4">
        {failure ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {failure}
          </p>
        ) : null}
        <p role="status" className={note ? "rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-900" : "sr-only"}>
          {note ?? ""}
        </p>
        {state.status === "loading" ? <Spinner label={m.adminTeamSessionsLoading(locale)} className="py-8" /> : null}
        {state.status === "error" ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-center text-red-900">
            <p>{state.message}</p>
            <button
              type="button"
              onClick={() => {
                setState({ status: "loading" });
                load();
              }}
              className="mt-3 min-h-11 rounded-lg bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
            >
              {m.adminFrameTryAgain(locale)}
            </button>
          </div>
        ) : null}
        {state.status === "ready" ? (
          <>
            <ul className="divide-y divide-slate-200">
              {state.sessions.map((session) => (
                <SessionRow key={session.id} session={session} busy={busy !== null} onSignOut={(entry) => void signOut(entry)} />
              ))}
            </ul>
            {others === 0 ? (
              <p className="text-sm text-slate-600">{m.adminTeamThisDeviceOnly(locale)}</p>
            ) : (
              <button
                type="button"
                disabled={busy !== null}
                onClick={() => void signOutOthers()}
                className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-red-300 px-4 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50 sm:w-auto"
              >
                <LogOut aria-hidden="true" className="size-4" />
                {m.adminTeamSignOutEverywhere(locale)}
              </button>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const person = usePerson() ?? loaderData.person;
  const [sessionsVersion, setSessionsVersion] = useState(0);
  const [retrying, setRetrying] = useState(false);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{m.adminTeamAccountTitle(locale)}</h1>
      {person ? (
        <>
          <section aria-label={m.adminTeamWhoYouAre(locale)} className={CARD}>
            <p className="text-lg font-semibold break-words text-ink">{person.name}</p>
            <dl className="mt-2 space-y-1 text-sm text-slate-700">
              <div>
                <dt className="inline font-medium">{m.adminTeamEmailLabel(locale)} </dt>
                <dd className="inline break-all">{person.email}</dd>
              </div>
              <div>
                <dt className="inline font-medium">{m.adminTeamRoleLabel(locale)} </dt>
                <dd className="inline">
                  {roleLabel(locale, person.role)} <span className="text-slate-600">({roleSummary(locale, person.role)})</span>
                </dd>
              </div>
            </dl>
          </section>
          <NameForm key={person.id} person={person} />
          <LanguageForm key={`${person.id}-language`} person={person} />
          <PasswordForm email={person.email} onChanged={() => setSessionsVersion((version) => version + 1)} />
          <AccountSecurity />
        </>
      ) : (
        <div role="alert" className="rounded-card border border-red-200 bg-red-50 p-6 text-center text-red-900">
          <p>{m.adminTeamAccountFailed(locale)}</p>
          <button
            type="button"
            disabled={retrying}
            onClick={() => {
              setRetrying(true);
              loadPerson()
                .catch(() => undefined)
                .finally(() => setRetrying(false));
            }}
            className="mt-4 min-h-11 rounded-lg bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
          >
            {m.adminFrameTryAgain(locale)}
          </button>
        </div>
      )}
      <Sessions version={sessionsVersion} />
    </div>
  );
}
