import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Link, useNavigate } from "react-router";
import { isRole, ROLE_LABELS, ROLE_SUMMARIES, type Role } from "../../domain/access";
import { possessive } from "../../domain/account-limits";
import { Spinner } from "../components/ui/states";
import { AuthCard, Field, NewPasswordFields, Notice, SECONDARY, SUBMIT } from "../components/ui/password-fields";
import { checkNewPassword, NETWORK_MESSAGE, postJson, tooManyMessage, useLinkToken } from "../lib/one-time-link";
import { pageTitle } from "../lib/seo";
import { getSiteFromMatches } from "../lib/route-site";
import { finishSignIn } from "../lib/finish-sign-in";
import type { SiteRouteHandle } from "./site-layout";
import type { Route } from "./+types/join";

/** No dark hero here: the public header starts white. */
export const handle: SiteRouteHandle = { solidHeader: true };

export function meta({ matches }: Route.MetaArgs) {
  const siteName = getSiteFromMatches(matches).siteName;
  return [{ title: pageTitle("Join the team", siteName) }, { name: "robots", content: "noindex" }];
}

const GONE = "This invitation has expired or was already used. Ask the site's owner for a new invitation.";

interface Invitation {
  email: string;
  role: Role;
  siteName: string;
}

type State =
  | { step: "reading" }
  | { step: "incomplete" }
  | { step: "checking" }
  | { step: "unreachable"; message: string }
  | { step: "gone"; message: string }
  | { step: "form"; invitation: Invitation };

/**
 * An invitation's page (docs/product.md §6): /join#<token>, from the owner by e-mail or WhatsApp.
 * It says which site and which role, asks for a name and a password, creates the account and
 * signs the person in on this device.
 */
export default function Join() {
  const token = useLinkToken();
  const navigate = useNavigate();
  /** The server's answer about `token`: until it comes, the link is being checked. */
  const [checked, setChecked] = useState<{ token: string; state: State } | null>(null);
  const state: State =
    token === undefined
      ? { step: "reading" }
      : token === null
        ? { step: "incomplete" }
        : checked?.token === token
          ? checked.state
          : { step: "checking" };
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const check = useCallback(async (value: string) => {
    const settle = (next: State) => setChecked({ token: value, state: next });
    try {
      const answer = await postJson<Partial<Invitation>>("/api/join/check", { token: value });
      const data = answer.data;
      if (answer.ok && data?.email && isRole(data.role)) {
        settle({ step: "form", invitation: { email: data.email, role: data.role, siteName: data.siteName || "the site" } });
      } else if (answer.status === 410) settle({ step: "gone", message: GONE });
      else if (answer.status === 400) settle({ step: "incomplete" });
      else if (answer.status === 429) settle({ step: "unreachable", message: tooManyMessage(answer) });
      else settle({ step: "unreachable", message: answer.message || "Something went wrong. Please try again." });
    } catch {
      settle({ step: "unreachable", message: NETWORK_MESSAGE });
    }
  }, []);

  useEffect(() => {
    if (token) void check(token);
  }, [token, check]);

  // A link that cannot be used is announced: its heading takes the focus.
  useEffect(() => {
    if (state.step === "incomplete" || state.step === "gone" || state.step === "unreachable") headingRef.current?.focus();
  }, [state.step]);

  const showErrors = (found: Record<string, string>) => {
    flushSync(() => setErrors(found));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    setFailure(null);
    const found = checkNewPassword(password, confirm);
    const trimmed = name.trim();
    if (!trimmed) found.name = "Your name is required";
    else if (trimmed.length > 80) found.name = "Keep the name under 80 characters";
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const answer = await postJson<{ token?: string }>("/api/join", { token, name: trimmed, password });
      const session = answer.data?.token;
      if (answer.ok && session) {
        navigate(await finishSignIn(session), { replace: true });
        return;
      }
      if (answer.status === 410) {
        // The server's words: expired or used, or an account already has this address.
        setChecked({ token, state: { step: "gone", message: answer.message || GONE } });
      } else if (answer.errors.name || answer.errors.password) {
        showErrors({
          ...(answer.errors.name ? { name: answer.errors.name } : {}),
          ...(answer.errors.password ? { password: answer.errors.password } : {}),
        });
      } else {
        flushSync(() =>
          setFailure(answer.status === 429 ? tooManyMessage(answer) : answer.message || "You could not join. Please try again."),
        );
        failureRef.current?.focus();
      }
    } catch {
      flushSync(() => setFailure(NETWORK_MESSAGE));
      failureRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  if (state.step === "reading" || state.step === "checking") {
    return (
      <AuthCard>
        <h1 className="text-2xl font-bold text-ink">Join the team</h1>
        <Spinner label="Checking the invitation…" className="py-10" />
      </AuthCard>
    );
  }

  if (state.step === "incomplete" || state.step === "gone") {
    return (
      <AuthCard>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
          {state.step === "gone" ? "This invitation no longer works" : "This link is incomplete"}
        </h1>
        <p className="mt-3 text-slate-700">
          {state.step === "gone"
            ? state.message
            : "Part of the invitation's link is missing. Open it again from the message it came in, or copy all of it into the address bar."}
        </p>
        <p className="mt-3 text-slate-700">Already joined? Sign in with your e-mail address and password.</p>
        <Link to="/login" className={`${SECONDARY} mt-6`}>
          Go to Login
        </Link>
      </AuthCard>
    );
  }

  if (state.step === "unreachable") {
    return (
      <AuthCard>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
          The invitation could not be checked
        </h1>
        <div className="mt-4">
          <Notice tone="error">
            <p className="font-medium">{state.message}</p>
          </Notice>
        </div>
        <button
          type="button"
          onClick={() => {
            if (!token) return;
            setChecked(null);
            void check(token);
          }}
          className={`${SUBMIT} mt-6`}
        >
          Try again
        </button>
      </AuthCard>
    );
  }

  const { invitation } = state;
  const role = ROLE_LABELS[invitation.role];
  const whose = possessive(invitation.siteName);
  return (
    <AuthCard>
      <h1 className="text-2xl font-bold break-words text-ink">
        Join {whose} website as {role}
      </h1>
      <p className="mt-2 break-words text-slate-700">
        You were invited as <strong className="font-semibold text-ink">{invitation.email}</strong>. This is the address you will sign in
        with.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {role}: {ROLE_SUMMARIES[invitation.role]}
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
          label="Your name"
          autoComplete="name"
          required
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
          hint="How the rest of the team sees you."
          error={errors.name}
        />
        <NewPasswordFields
          label="Password"
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
        />
        <button type="submit" disabled={submitting} className={SUBMIT}>
          {submitting ? "Joining..." : "Join"}
        </button>
      </form>
    </AuthCard>
  );
}
