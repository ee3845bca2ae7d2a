/**
 * Accounts (/accounts, docs/product.md §6): the owner's page for the team. Everyone with an account,
 * their role (changed here), when they last used the admin and whether they can sign in; an
 * invitation by e-mail, or, without SMTP, a link to send on WhatsApp; the invitations still
 * waiting; and for anyone who forgot their password, a reset link made here. The site always keeps
 * an owner who can sign in: the server refuses the change that would leave none, and says why.
 */
import Copy from "lucide-react/icons/copy";
import KeyRound from "lucide-react/icons/key-round";
import MailPlus from "lucide-react/icons/mail-plus";
import UserMinus from "lucide-react/icons/user-minus";
import { useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { ROLES, type Role } from "../../../domain/access";
import type { Locale } from "../../../domain/locales";
import { inviteSchema, type AccountSummary, type PendingInvitation } from "../../../domain/account-schemas";
import { fieldErrors } from "../../../domain/schemas";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { FormMessage, SelectField, TextField } from "../../components/admin/form-controls";
import { LoadFailure } from "../../components/admin/manage-parts";
import { WhatsAppIcon } from "../../components/layout/brand-icons";
import { buttonClass } from "../../components/ui/button";
import { requireToken } from "../../lib/admin-guard";
import { ApiError, apiDelete, apiGet, apiJson } from "../../lib/api-client";
import { copyText } from "../../lib/clipboard";
import { formatLongDate } from "../../lib/dates";
import { usePerson } from "../../lib/person";
import { adminLocale } from "../../lib/admin-language";
import { roleLabel, roleSummary } from "../../lib/team-labels";
import { formatNumber } from "../../i18n/format";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { problemErrors } from "../../i18n/problems";
import { formatRelativeTime } from "../../lib/relative-time";
import { useSite } from "../../lib/use-site";
import type { Route } from "./+types/accounts";
import { possessive } from "../../../domain/account-limits";

interface AccountsAnswer {
  accounts: AccountSummary[];
  invitations: PendingInvitation[];
  /** Whether every account must take a second step to sign in. */
  requireSecondStep: boolean;
  /** Whether the server can send e-mail (SMTP is set). */
  mail: boolean;
}

export async function clientLoader() {
  requireToken();
  try {
    return { ...(await apiGet<AccountsAnswer>("/api/admin/accounts")), error: null };
  } catch (error) {
    const message = error instanceof ApiError && error.status === 403 ? error.message : m.adminTeamAccountsFailed(adminLocale());
    return {
      accounts: [] as AccountSummary[],
      invitations: [] as PendingInvitation[],
      requireSecondStep: false,
      mail: false,
      error: message,
    };
  }
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: m.adminTeamAccountsTitle(adminLocale()) }];
}

/** A refused call's words: the server's, or the fixed text when it could not be reached. */
function failureText(error: unknown, locale: Locale): string {
  if (error instanceof ApiError && error.status === 0) return m.adminFrameOffline(locale);
  return error instanceof Error ? error.message : String(error);
}

/** The site's name as the English sentences use it ("Anantha Builders'"); as it is in the others. */
const siteOf = (locale: Locale, siteName: string) => (locale === "en" ? possessive(siteName) : siteName.trim());

/** "Just now" → "just now", to read inside a sentence ("Last used just now"). */
const inSentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A one-time link to pass on: selectable, copied with a tap, or sent on WhatsApp with a line about it. */
function LinkToSend({ link, message, expiresAt, emailedTo }: { link: string; message: string; expiresAt: string; emailedTo?: string }) {
  const locale = useLocale();
  const [copied, setCopied] = useState<boolean | null>(null);
  const id = useId();
  return (
    <div className="space-y-3 rounded-lg border border-green-200 bg-green-50 p-4">
      {emailedTo ? (
        <p className="text-sm font-medium text-green-900">{m.adminTeamEmailedTo(locale, { email: emailedTo })}</p>
      ) : (
        <p className="text-sm font-medium text-green-900">{m.adminTeamSendYourself(locale)}</p>
      )}
      <label htmlFor={id} className="sr-only">
        {m.adminTeamTheLink(locale)}
      </label>
      <input
        id={id}
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-ink"
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={async () => setCopied(await copyText(link))}
          className={buttonClass({ variant: "outline" }, "gap-2 text-sm")}
        >
          <Copy aria-hidden="true" className="size-4" />
          {m.adminTeamCopyLink(locale)}
        </button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(`${message}\n${link}`)}`}
          target="_blank"
          rel="noreferrer"
          className={buttonClass({ variant: "outline" }, "gap-2 text-sm")}
        >
          <WhatsAppIcon className="size-4" />
          {m.adminTeamSendWhatsApp(locale)}
        </a>
      </div>
      <p role="status" className="text-sm text-green-900">
        {copied === true ? `${m.adminTeamCopied(locale)} ` : copied === false ? `${m.adminTeamSelectLink(locale)} ` : ""}
        {m.adminTeamWorksUntil(locale, { date: formatLongDate(expiresAt, locale) })}
      </p>
    </div>
  );
}

function InviteForm({ mail, siteName, onInvited }: { mail: boolean; siteName: string; onInvited: () => void }) {
  const locale = useLocale();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ link: string; expiresAt: string; email: string; emailed: boolean; role: Role } | null>(null);
  const [role, setRole] = useState<Role>("editor");
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const data = new FormData(event.currentTarget);
    const parsed = inviteSchema.safeParse({ email: data.get("email"), role: data.get("role") });
    if (!parsed.success) {
      setErrors(problemErrors(locale, fieldErrors(parsed.error)));
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await apiJson<{ link: string; expiresAt: string; emailed: boolean }>(
        "POST",
        "/api/admin/accounts/invitations",
        parsed.data,
      );
      setSent({ ...answer, email: parsed.data.email, role: parsed.data.role });
      formRef.current?.reset();
      setRole("editor");
      onInvited();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else setFailure(failureText(error, locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="invite" className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
      <h2 id="invite" className="text-lg font-semibold text-ink">
        {m.adminTeamInviteTitle(locale)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{mail ? m.adminTeamInviteHintMail(locale) : m.adminTeamInviteHintNoMail(locale)}</p>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
        <TextField label={m.adminTeamEmailAddress(locale)} name="email" type="email" autoComplete="off" required error={errors.email} />
        <SelectField
          label={m.adminTeamRole(locale)}
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          options={ROLES.map((option) => ({ value: option, label: roleLabel(locale, option) }))}
          hint={roleSummary(locale, role)}
          error={errors.role}
        />
        <button type="submit" disabled={busy} className={buttonClass({}, "gap-2 md:mt-7")}>
          <MailPlus aria-hidden="true" className="size-5" />
          {busy ? m.adminTeamInviting(locale) : mail ? m.adminTeamSendInvitation(locale) : m.adminTeamMakeInvitationLink(locale)}
        </button>
      </form>
      {failure ? (
        <div className="mt-4">
          <FormMessage tone="error">{failure}</FormMessage>
        </div>
      ) : null}
      {sent ? (
        <div className="mt-4">
          <LinkToSend
            link={sent.link}
            expiresAt={sent.expiresAt}
            emailedTo={sent.emailed ? sent.email : undefined}
            message={m.adminTeamInviteMessage(locale, { site: siteOf(locale, siteName), role: roleLabel(locale, sent.role) })}
          />
        </div>
      ) : null}
    </section>
  );
}

function AccountRow({
  account,
  self,
  siteName,
  onChanged,
}: {
  account: AccountSummary;
  self: boolean;
  siteName: string;
  onChanged: (message: string) => void;
}) {
  const locale = useLocale();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reset, setReset] = useState<{ link: string; expiresAt: string } | null>(null);
  const roleId = useId();
  const who = account.name || account.email;

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    setFailure(null);
    try {
      onChanged(await work());
    } catch (error) {
      setFailure(failureText(error, locale));
    } finally {
      setBusy(false);
    }
  };

  const changeRole = (role: Role) =>
    act(async () => {
      await apiJson("PUT", `/api/admin/accounts/${account.id}`, { role });
      return m.adminTeamRoleChanged(locale, { who, role: roleLabel(locale, role) });
    });

  const toggleDisabled = async () => {
    const disabling = !account.disabled;
    if (
      disabling &&
      !(await confirm(m.adminTeamDisableConfirm(locale, { who }), {
        confirmLabel: m.adminTeamDisable(locale),
      }))
    )
      return;
    await act(async () => {
      await apiJson("PUT", `/api/admin/accounts/${account.id}`, { disabled: disabling });
      return disabling ? m.adminTeamDisabledDone(locale, { who }) : m.adminTeamEnabledDone(locale, { who });
    });
  };

  const remove = async () => {
    if (!(await confirm(m.adminTeamRemoveConfirm(locale, { who }), { confirmLabel: m.adminTeamRemove(locale) }))) return;
    await act(async () => {
      await apiDelete(`/api/admin/accounts/${account.id}`);
      return m.adminTeamRemoved(locale, { who });
    });
  };

  const resetSecondStep = async () => {
    if (
      !(await confirm(m.adminTeamAppOffConfirm(locale, { who }), {
        confirmLabel: m.adminTeamTurnOff(locale),
      }))
    )
      return;
    await act(async () => {
      await apiJson("POST", `/api/admin/accounts/${account.id}/second-step/reset`);
      return m.adminTeamAppOff(locale, { who });
    });
  };

  const makeReset = () =>
    act(async () => {
      setReset(await apiJson<{ link: string; expiresAt: string }>("POST", `/api/admin/accounts/${account.id}/reset-link`));
      return m.adminTeamResetReady(locale, { who });
    });

  return (
    <li className="py-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-ink">
            {account.name || <span className="text-slate-600 italic">{m.adminTeamNoName(locale)}</span>}
            {self ? (
              <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {m.adminTeamYou(locale)}
              </span>
            ) : null}
            {account.disabled ? (
              <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
                {m.adminTeamDisabled(locale)}
              </span>
            ) : null}
          </p>
          <p className="text-sm break-all text-slate-700">{account.email}</p>
          <p className="text-sm text-slate-600">
            {account.lastSeenAt
              ? m.adminTeamLastUsed(locale, { time: inSentence(formatRelativeTime(locale, account.lastSeenAt)) })
              : m.adminTeamNotSignedIn(locale)}
            {account.sessions > 1 ? ` · ${m.adminTeamSignedInOn(locale, { count: formatNumber(locale, account.sessions) })}` : ""}
          </p>
        </div>
        <div className="md:w-44">
          <label htmlFor={roleId} className="mb-1 block text-sm font-medium text-slate-800">
            {m.adminTeamRole(locale)}
            <span className="sr-only"> {m.adminTeamRoleOf(locale, { who })}</span>
          </label>
          <select
            id={roleId}
            value={account.role}
            disabled={busy}
            onChange={(event) => void changeRole(event.target.value as Role)}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink"
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(locale, role)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={makeReset} className={buttonClass({ variant: "outline" }, "gap-2 text-sm")}>
          <KeyRound aria-hidden="true" className="size-4" />
          {m.adminTeamMakeReset(locale)}
          <span className="sr-only"> {m.adminTeamForWho(locale, { who })}</span>
        </button>
        {account.totp && !self ? (
          <button type="button" disabled={busy} onClick={resetSecondStep} className={buttonClass({ variant: "outline" }, "text-sm")}>
            {m.adminTeamTurnOffTheirApp(locale)}
            <span className="sr-only"> ({who})</span>
          </button>
        ) : null}
        {self ? null : (
          <>
            <button type="button" disabled={busy} onClick={toggleDisabled} className={buttonClass({ variant: "outline" }, "text-sm")}>
              {account.disabled ? m.adminTeamEnable(locale) : m.adminTeamDisable(locale)}
              <span className="sr-only"> {who}</span>
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={remove}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
            >
              <UserMinus aria-hidden="true" className="size-4" />
              {m.adminTeamRemove(locale)}
              <span className="sr-only"> {who}</span>
            </button>
          </>
        )}
      </div>
      {failure ? (
        <div className="mt-3">
          <FormMessage tone="error">{failure}</FormMessage>
        </div>
      ) : null}
      {reset ? (
        <div className="mt-3">
          <LinkToSend
            link={reset.link}
            expiresAt={reset.expiresAt}
            message={m.adminTeamResetMessage(locale, { site: siteOf(locale, siteName) })}
          />
        </div>
      ) : null}
    </li>
  );
}

/** The owner's rule: every account takes a second step (an authenticator app or a passkey) to sign in. */
function SecondStepRule({ required, onChanged }: { required: boolean; onChanged: (message: string) => void }) {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const change = async (next: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      await apiJson("PUT", "/api/admin/accounts/settings", { requireSecondStep: next });
      onChanged(next ? m.adminTeamSecondStepRequired(locale) : m.adminTeamSecondStepChoice(locale));
    } catch (error) {
      setFailure(failureText(error, locale));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="second-step" className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
      <h2 id="second-step" className="text-lg font-semibold text-ink">
        {m.adminTeamTwoStepTitle(locale)}
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={required}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor={id} className="font-medium text-ink">
            {m.adminTeamRequireSecondStep(locale)}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {m.adminTeamRequireSecondStepHint(locale)}
          </p>
        </div>
      </div>
      {failure ? (
        <div className="mt-3">
          <FormMessage tone="error">{failure}</FormMessage>
        </div>
      ) : null}
    </section>
  );
}

function Invitations({ invitations, onWithdrawn }: { invitations: PendingInvitation[]; onWithdrawn: (message: string) => void }) {
  const locale = useLocale();
  const confirm = useConfirm();
  const [failure, setFailure] = useState<string | null>(null);
  if (invitations.length === 0) return null;
  const withdraw = async (email: string) => {
    if (!(await confirm(m.adminTeamWithdrawConfirm(locale, { email }), { confirmLabel: m.adminTeamWithdraw(locale) }))) return;
    try {
      await apiJson("POST", "/api/admin/accounts/invitations/revoke", { email });
      onWithdrawn(m.adminTeamWithdrawn(locale, { email }));
    } catch (error) {
      setFailure(failureText(error, locale));
    }
  };
  return (
    <section aria-labelledby="invitations" className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
      <h2 id="invitations" className="text-lg font-semibold text-ink">
        {m.adminTeamWaiting(locale)}
      </h2>
      {failure ? (
        <div className="mt-3">
          <FormMessage tone="error">{failure}</FormMessage>
        </div>
      ) : null}
      <ul className="mt-2 divide-y divide-slate-100">
        {invitations.map((invitation) => (
          <li key={invitation.email} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-all text-ink">{invitation.email}</p>
              <p className="text-sm text-slate-600">
                {(invitation.invitedBy ? m.adminTeamInvitedBy : m.adminTeamInvited)(locale, {
                  role: roleLabel(locale, invitation.role),
                  time: inSentence(formatRelativeTime(locale, invitation.createdAt)),
                  who: invitation.invitedBy ?? "",
                  date: formatLongDate(invitation.expiresAt, locale),
                })}
              </p>
            </div>
            <button
              type="button"
              onClick={() => void withdraw(invitation.email)}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
            >
              {m.adminTeamWithdraw(locale)}
              <span className="sr-only"> {m.adminTeamWithdrawSr(locale, { email: invitation.email })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Accounts({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { accounts, invitations, mail, requireSecondStep, error } = loaderData;
  const person = usePerson();
  const { company } = useSite();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<string | null>(null);
  const changed = (message: string) => {
    setNotice(message);
    void revalidator.revalidate();
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{m.adminTeamAccountsTitle(locale)}</h1>
        <p className="mt-1 text-slate-600">{m.adminTeamAccountsHint(locale)}</p>
      </div>
      {error ? (
        <LoadFailure message={error} />
      ) : (
        <>
          <p
            role="status"
            className={notice ? "rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-900" : "sr-only"}
          >
            {notice ?? ""}
          </p>
          <section aria-labelledby="team" className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
            <h2 id="team" className="text-lg font-semibold text-ink">
              {m.adminTeamTheTeam(locale)} <span className="font-normal text-slate-600">({formatNumber(locale, accounts.length)})</span>
            </h2>
            <ul className="mt-1 divide-y divide-slate-100">
              {accounts.map((account) => (
                <AccountRow
                  key={account.id}
                  account={account}
                  self={account.id === person?.id}
                  siteName={company.name}
                  onChanged={changed}
                />
              ))}
            </ul>
          </section>
          <Invitations invitations={invitations} onWithdrawn={changed} />
          <SecondStepRule required={requireSecondStep} onChanged={changed} />
          <InviteForm mail={mail} siteName={company.name} onInvited={() => void revalidator.revalidate()} />
          <section aria-labelledby="roles" className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
            <h2 id="roles" className="text-lg font-semibold text-ink">
              {m.adminTeamRolesTitle(locale)}
            </h2>
            <dl className="mt-3 space-y-2">
              {ROLES.map((role) => (
                <div key={role} className="sm:flex sm:gap-3">
                  <dt className="font-semibold text-ink sm:w-20">{roleLabel(locale, role)}</dt>
                  <dd className="text-slate-700">{roleSummary(locale, role)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      )}
    </div>
  );
}
