/**
 * The form of one section of the site's content (issue #13): the whole section is edited as one
 * value, fields read and write it by their dotted path ("services.2.title"), and a save sends it
 * as JSON with each newly chosen photo as a file named by its path. The section's schema checks
 * the value in the browser first, with the server's own messages; a refusal names the field.
 *
 * A chosen photo waits in the browser until the save: meanwhile its field holds "upload:<key>",
 * so it moves with its entry when a list is reordered.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useBlocker, useLocation, useRevalidator } from "react-router";
import { photosOf, valueAt, withValueAt, type SiteContent, type SiteSectionName, type SiteVersion } from "../../../../domain/site-content";
import { SECTION_SCHEMAS, sectionErrors } from "../../../../domain/site-schemas";
import { useLocale } from "../../../i18n/locale";
import * as m from "../../../i18n/messages";
import { problemErrors } from "../../../i18n/problems";
import { apiGet } from "../../../lib/api-client";
import { guardLeaving } from "../../../lib/leave-guard";
import { useConfirm } from "../confirm-dialog";
import { DraftOffer, FormMessage, UploadProgress } from "../form-controls";
import { useFieldErrors } from "../use-field-errors";
import { restoredNote, useAutosave, useRestoredDraft } from "../use-form-draft";
import { useSubmission } from "../use-submission";
import { fieldInHash, findField, revealField } from "./field-target";
import { SiteVersions } from "./site-versions";
import { TranslationLinks } from "../translation-links";

const UPLOAD = "upload:";
/** How long "Saved" stays on screen. */
const NOTICE_MS = 8000;

export interface PendingPhoto {
  file: File;
  previewUrl: string;
}

interface SiteFormState {
  value: unknown;
  busy: boolean;
  set: (path: string, value: unknown) => void;
  /** The error of the field at `path`, or of anything inside it ("services.2.features.3"). */
  errorAt: (path: string, exact?: boolean) => string | undefined;
  setError: (path: string, message: string | null) => void;
  /** Forgets the errors of a list's entries (they named positions that a move or a removal changed). */
  clearErrorsUnder: (path: string) => void;
  /** The photo chosen for a field that holds "upload:<key>", until it is saved. */
  pendingPhoto: (fieldValue: unknown) => PendingPhoto | undefined;
  choosePhoto: (path: string, file: File) => void;
  /** The field the page's link names ("/site/company#phone"), brought into view and focused (field-target.ts). */
  target: string | null;
  /** Counts the times the whole value was replaced (a save's answer, a restore): what a field derives from it starts again. */
  revision: number;
}

const SiteFormContext = createContext<SiteFormState | null>(null);

export function useSiteForm(): SiteFormState {
  const state = useContext(SiteFormContext);
  if (!state) throw new Error("useSiteForm() needs a <SiteForm> above it");
  return state;
}

/**
 * The value with each photo waiting to be uploaded replaced: by null to check and send it (the
 * upload puts the photo in), or by what `fallback` holds there (the saved photo, for a draft: a
 * draft cannot hold a file, and must not turn a photo being replaced into none).
 */
function withoutPending<T>(value: T, fallback?: unknown): T {
  let content = value;
  for (const { path, name } of photosOf(value)) {
    if (!name.startsWith(UPLOAD)) continue;
    const saved = fallback === undefined ? null : valueAt(fallback, path);
    content = withValueAt(content, path, typeof saved === "string" && !saved.startsWith(UPLOAD) ? saved : null);
  }
  return content;
}

/** The draft kept while a save is under way (lib/form-draft.ts), read back as content when it parses. */
function draftContent(values: Record<string, string> | undefined): unknown {
  if (!values?.content) return undefined;
  try {
    return JSON.parse(values.content) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a kept draft is this section's content (the same fields), as far as the form needs. */
function sameShape(draft: unknown, content: unknown): boolean {
  if (typeof draft !== "object" || draft === null || Array.isArray(draft)) return false;
  const keys = (value: object) => Object.keys(value).sort().join(",");
  return keys(draft) === keys(content as object);
}

let nextPhotoKey = 0;

export interface SiteFormProps<S extends SiteSectionName> {
  section: S;
  title: string;
  intro: string;
  content: SiteContent[S];
  versions: SiteVersion[];
  children: ReactNode;
}

export function SiteForm<S extends SiteSectionName>({
  section,
  title,
  intro,
  content,
  versions: initialVersions,
  children,
}: SiteFormProps<S>) {
  const locale = useLocale();
  const restored = useRestoredDraft();
  const confirm = useConfirm();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState<unknown>(content);
  const [value, setValue] = useState<unknown>(() => {
    const draft = draftContent(restored.draft?.values);
    return draft !== undefined && SECTION_SCHEMAS[section].safeParse(draft).success ? draft : content;
  });
  const [versions, setVersions] = useState(initialVersions);
  const [pending, setPending] = useState<ReadonlyMap<string, PendingPhoto>>(new Map());
  const [notice, setNotice] = useState<{ title: string; text: string } | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [revision, setRevision] = useState(0);
  const { errors, formRef, alertRef, reject, clear, forget } = useFieldErrors();
  const [extraErrors, setExtraErrors] = useState<Record<string, string>>({});
  const { busy, progress, failure, setFailure, submit } = useSubmission();
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);
  useEffect(() => () => pendingRef.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl)), []);

  const dirty = useMemo(() => JSON.stringify(value) !== JSON.stringify(saved), [value, saved]);

  // What is typed is kept in the browser as it is typed (issue #17), and offered back after a
  // crash or a closed tab. A chosen photo cannot be kept: the draft holds the saved one there.
  const offered = useMemo(() => {
    const draft = draftContent(restored.offer?.values);
    return sameShape(draft, content) ? draft : undefined;
  }, [restored.offer, content]);
  // Paused while a kept draft is offered, so that it is not overwritten before the choice.
  useAutosave(
    restored.path,
    dirty ? { values: { content: JSON.stringify(withoutPending(value, saved)) } } : null,
    restored.offer !== null && offered !== undefined,
  );
  const restoreOffer = () => {
    if (offered !== undefined) {
      setValue(offered);
      setRevision((n) => n + 1);
    }
    restored.dismissOffer();
  };

  // "Fix" on the dashboard's checklist names the field (docs/api.md, "Setup checklist"): once the
  // form is there (and the list entry holding the field has opened), it comes into view, focused.
  const { hash, key: locationKey } = useLocation();
  const target = useMemo(() => fieldInHash(hash), [hash]);
  useEffect(() => {
    if (!target) return;
    let frame = 0;
    let tries = 0;
    const seek = () => {
      const field = formRef.current ? findField(formRef.current, target) : null;
      if (field) revealField(field);
      else if (++tries < 30) frame = requestAnimationFrame(seek);
    };
    frame = requestAnimationFrame(seek);
    return () => cancelAnimationFrame(frame);
  }, [target, locationKey, formRef]);

  // Leaving with unsaved changes asks first: in the admin area and when closing the tab.
  // (Not on the way to sign in again after a session ended: the draft is kept for the way back.)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !busy && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== "/login",
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void confirm(m.adminSiteLeaveQuestion(locale), { confirmLabel: m.adminSiteLeave(locale) }).then((leave) => {
      if (!leave) return blocker.reset();
      restored.forget();
      blocker.proceed();
    });
  }, [blocker, confirm, restored, locale]);
  // Signing out asks the same question (the token is gone before that navigation).
  useEffect(() => {
    if (!dirty) return;
    return guardLeaving(() =>
      confirm(m.adminSiteSignOutQuestion(locale), { confirmLabel: m.adminSiteSignOut(locale) }).then((leave) => {
        if (leave) restored.forget();
        return leave;
      }),
    );
  }, [dirty, confirm, restored, locale]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const set = useCallback((path: string, next: unknown) => {
    setValue((current: unknown) => withValueAt(current, path, next));
    setNotice(null);
  }, []);

  const allErrors = useMemo(() => ({ ...errors, ...extraErrors }), [errors, extraErrors]);
  const errorAt = useCallback(
    (path: string, exact = false) => {
      if (allErrors[path]) return allErrors[path];
      if (exact) return undefined;
      const inside = Object.keys(allErrors).find((key) => key.startsWith(`${path}.`));
      return inside ? allErrors[inside] : undefined;
    },
    [allErrors],
  );

  const setError = useCallback((path: string, message: string | null) => {
    setExtraErrors((current) => {
      const next = { ...current };
      if (message) next[path] = message;
      else delete next[path];
      return next;
    });
  }, []);

  const clearErrorsUnder = useCallback(
    (path: string) => {
      const inside = (key: string) => key.startsWith(`${path}.`);
      forget(inside);
      setExtraErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !inside(key))));
    },
    [forget],
  );

  const pendingPhoto = useCallback(
    (fieldValue: unknown) =>
      typeof fieldValue === "string" && fieldValue.startsWith(UPLOAD) ? pending.get(fieldValue.slice(UPLOAD.length)) : undefined,
    [pending],
  );

  const choosePhoto = useCallback(
    (path: string, file: File) => {
      const key = String(nextPhotoKey++);
      setPending((current) => new Map(current).set(key, { file, previewUrl: URL.createObjectURL(file) }));
      set(path, UPLOAD + key);
    },
    [set],
  );

  const forgetPending = () => {
    pending.forEach((photo) => URL.revokeObjectURL(photo.previewUrl));
    setPending(new Map());
  };

  const refuse = (found: Record<string, string>) => {
    const count = Object.keys(found).length;
    setFailure({
      message: count === 1 ? m.adminSiteNotSavedOne(locale) : m.adminSiteNotSavedMany(locale, { count }),
      detail: Object.values(found).join(" · "),
    });
    reject(found);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const parsed = SECTION_SCHEMAS[section].safeParse(withoutPending(value));
    if (!parsed.success) {
      refuse(problemErrors(locale, sectionErrors(parsed.error)));
      return;
    }
    clear();
    setExtraErrors({});
    const form = new FormData();
    form.append("content", JSON.stringify(parsed.data));
    for (const { path, name } of photosOf(value)) {
      const photo = pendingPhoto(name);
      if (photo) form.append(path, photo.file, photo.file.name);
    }
    const result = await submit<{ content: SiteContent[S] }>({
      method: "PUT",
      url: `/api/site/${section}`,
      form,
      failMessage: m.adminSiteNotSavedRetry(locale),
      draftPath: restored.path,
      draft: { values: { content: JSON.stringify(withoutPending(value, saved)) } },
    });
    if (!result.ok) {
      if (!result.signedOut) reject(result.fieldErrors);
      return;
    }
    forgetPending();
    setValue(result.data.content);
    setSaved(result.data.content);
    setRevision((n) => n + 1);
    setNotice({ title: m.adminSiteSaved(locale), text: m.adminSiteSavedText(locale) });
    // The header's company name and the checklist read the site's content: fetch them again.
    revalidator.revalidate();
    apiGet<{ versions: SiteVersion[] }>(`/api/site/${section}/versions`)
      .then((answer) => setVersions(answer.versions))
      .catch(() => undefined);
  };

  const onRestored = (restoredContent: unknown, versionList: SiteVersion[] | null, when: string) => {
    restored.forget();
    forgetPending();
    clear();
    setExtraErrors({});
    setFailure(null);
    setValue(restoredContent);
    setSaved(restoredContent);
    setRevision((n) => n + 1);
    if (versionList) setVersions(versionList);
    setNotice({ title: m.adminSiteRestored(locale), text: m.adminSiteRestoredText(locale, { when }) });
    revalidator.revalidate();
  };

  // The note of a save or a restore is announced where it appears (a status region) and goes after
  // a while, so it does not cover the form on a phone; the focus stays where the administrator was.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const state: SiteFormState = { value, busy, set, errorAt, setError, clearErrorsUnder, pendingPhoto, choosePhoto, target, revision };

  return (
    <SiteFormContext.Provider value={state}>
      <div className="mx-auto max-w-3xl space-y-6">
        <div>
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
          <p className="mt-1 text-slate-600">{intro}</p>
        </div>
        <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={busy}>
          {restored.offer && offered !== undefined ? (
            <DraftOffer savedAt={restored.offer.savedAt} onRestore={restoreOffer} onDiscard={restored.discardOffer} />
          ) : null}
          {restored.draft ? <FormMessage tone="info">{restoredNote(locale)}</FormMessage> : null}
          {failure ? (
            <FormMessage ref={alertRef} tone="error" title={failure.message}>
              {failure.detail ? <p>{failure.detail}</p> : null}
            </FormMessage>
          ) : null}
          {children}
          <div className="sticky bottom-16 z-10 -mx-4 space-y-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.06)] sm:mx-0 sm:rounded-card sm:border md:bottom-4">
            {progress !== null ? <UploadProgress percent={progress} /> : null}
            {notice ? (
              <FormMessage tone="success" title={notice.title}>
                <p>{notice.text}</p>
              </FormMessage>
            ) : null}
            <div className="flex flex-wrap items-center justify-end gap-3">
              <p className="mr-auto text-sm text-slate-600" aria-live="polite">
                {dirty ? m.adminSiteUnsaved(locale) : m.adminSiteNoUnsaved(locale)}
              </p>
              <button
                type="submit"
                disabled={busy || restoring}
                className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-500"
              >
                {busy ? m.adminSiteSaving(locale) : m.adminSiteSave(locale)}
              </button>
            </div>
          </div>
        </form>
        <SiteVersions
          section={section}
          versions={versions}
          dirty={dirty}
          saving={busy}
          onRestoring={setRestoring}
          onRestored={onRestored}
        />
        <TranslationLinks kindName="site" id={section} saved={versions[0]?.id} />
      </div>
    </SiteFormContext.Provider>
  );
}

/** The value of the field at `path` in the form's section. */
export function useFieldValue(path: string): unknown {
  return valueAt(useSiteForm().value, path);
}
