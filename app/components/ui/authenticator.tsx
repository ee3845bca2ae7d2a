/**
 * The pieces of two-step sign-in that the second step's page (/login/verify) and the account page
 * share (docs/product.md §6): an authenticator app's key to add (a QR code, a link that opens the
 * app on this phone, the key to type), and the ten recovery codes, shown once.
 */
import Copy from "lucide-react/icons/copy";
import { useEffect, useRef, useState } from "react";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { copyText } from "../../lib/clipboard";

export interface AuthenticatorSetup {
  secret: string;
  uri: string;
  /** The `uri` as a QR code: an SVG data URL the server made. */
  qr: string;
}

/** The app's key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

export function AuthenticatorKey({ setup }: { setup: AuthenticatorSetup }) {
  const locale = useLocale();
  return (
    <div className="space-y-3">
      <img
        src={setup.qr}
        alt={m.adminSignInQrAlt(locale)}
        width={180}
        height={180}
        className="mx-auto size-44 rounded-lg border border-slate-200 bg-white"
      />
      <a href={setup.uri} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {m.adminSignInOpenApp(locale)}
      </a>
      <p className="text-sm text-slate-700">
        {m.adminSignInTypeKey(locale)}{" "}
        <code data-testid="totp-key" className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-all text-ink">
          {grouped(setup.secret)}
        </code>
      </p>
    </div>
  );
}

export function RecoveryCodeList({ codes, doneLabel, onDone }: { codes: string[]; doneLabel: string; onDone: () => void }) {
  const locale = useLocale();
  const [copied, setCopied] = useState<boolean | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="space-y-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
        {m.adminSignInRecoveryTitle(locale)}
      </h2>
      <p className="text-slate-700">{m.adminSignInRecoveryText(locale)}</p>
      <ol
        aria-label={m.adminSignInRecoveryCodes(locale)}
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-base text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <button
        type="button"
        onClick={async () => setCopied(await copyText(codes.join("\n")))}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-ink px-4 font-semibold text-ink hover:bg-slate-100"
      >
        <Copy aria-hidden="true" className="size-4" />
        {m.adminSignInCopyCodes(locale)}
      </button>
      <p role="status" className="text-sm text-slate-700">
        {copied === true ? m.adminSignInCopied(locale) : copied === false ? m.adminSignInSelectCodes(locale) : ""}
      </p>
      <button
        type="button"
        onClick={onDone}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {doneLabel}
      </button>
    </div>
  );
}
