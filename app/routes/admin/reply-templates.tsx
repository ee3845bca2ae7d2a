/**
 * Reply templates (/enquiries/templates, docs/product.md §10): the messages the company sends from
 * an enquiry on WhatsApp, each a name and a text with {name}, {reference} and {company} to fill in.
 * Added, edited (with a preview as a visitor would get it) and deleted after a confirmation; the
 * server checks each as the form does (domain/reply-templates.ts).
 */
import ArrowLeft from "lucide-react/icons/arrow-left";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { DEFAULT_LOCALE } from "../../../domain/locales";
import { fieldErrors } from "../../../domain/schemas";
import {
  fillTemplate,
  REPLY_TEMPLATE_LIMITS,
  REPLY_TEMPLATE_MESSAGES,
  replyTemplateSchema,
  type ReplyTemplate,
} from "../../../domain/reply-templates";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { FormMessage, TextAreaField, TextField, TransientMessage } from "../../components/admin/form-controls";
import { LoadFailure } from "../../components/admin/manage-parts";
import { buttonClass } from "../../components/ui/button";
import { formatNumber } from "../../i18n/format";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { problemErrors, problemText } from "../../i18n/problems";
import { adminLocale } from "../../lib/admin-language";
import { requireToken } from "../../lib/admin-guard";
import { ApiError, apiDelete, apiGet, apiJson } from "../../lib/api-client";
import { useSite } from "../../lib/use-site";
import type { Route } from "./+types/reply-templates";

/** A sample enquiry, for the preview. */
const SAMPLE = { name: "Anitha Nair", reference: "E-2411-7KQ3M" };
/** The placeholders as a template writes them, given to the messages that name them. */
const PLACEHOLDERS = { nameTag: "{name}", referenceTag: "{reference}", companyTag: "{company}" };

export async function clientLoader() {
  requireToken();
  try {
    const { templates } = await apiGet<{ templates: ReplyTemplate[] }>("/api/reply-templates");
    return { templates, error: null };
  } catch {
    return { templates: [] as ReplyTemplate[], error: "load" as const };
  }
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: m.adminEnquiriesReplyTemplates(adminLocale()) }];
}

/** The form of one template, new or edited: checked here as the server checks it, then saved. */
function TemplateForm({
  template,
  companyName,
  onSaved,
  onCancel,
}: {
  template: ReplyTemplate | null;
  companyName: string;
  onSaved: (saved: ReplyTemplate) => void;
  onCancel?: () => void;
}) {
  const locale = useLocale();
  const [name, setName] = useState(template?.name ?? "");
  const [text, setText] = useState(template?.text ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const editing = template !== null;
  // Opened to edit: the focus goes to its first field (a new template's form is always there).
  useEffect(() => {
    if (editing) document.getElementById(`${id}-name`)?.focus();
  }, [editing, id]);

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = replyTemplateSchema.safeParse({ name, text });
    if (!checked.success) {
      setErrors(problemErrors(locale, fieldErrors(checked.error)));
      focusFirstError();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = template
        ? await apiJson<{ template: ReplyTemplate }>("PUT", `/api/reply-templates/${template.id}`, checked.data)
        : await apiJson<{ template: ReplyTemplate }>("POST", "/api/reply-templates", checked.data);
      onSaved(answer.template);
      if (!template) {
        setName("");
        setText("");
      }
    } catch (error) {
      if (error instanceof ApiError && error.isUnauthorized) return;
      const apiError = error instanceof ApiError ? error : null;
      setErrors(apiError?.errors ?? {});
      setFailure(apiError && apiError.status !== 0 ? apiError.message : m.adminEnquiriesTemplateNotSavedRetry(locale));
      focusFirstError();
    } finally {
      setBusy(false);
    }
  };

  const preview = text.trim() ? fillTemplate(text.trim(), { ...SAMPLE, company: companyName }) : "";
  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={template ? m.adminEnquiriesEditName(locale, { name: template.name }) : m.adminEnquiriesNewTemplate(locale)}
      className="space-y-4"
    >
      {failure ? (
        <FormMessage tone="error" title={m.adminEnquiriesTemplateNotSaved(locale)}>
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      <TextField
        id={`${id}-name`}
        label={m.adminEnquiriesTemplateName(locale)}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={REPLY_TEMPLATE_LIMITS.name}
        hint={m.adminEnquiriesTemplateNameHint(locale)}
        error={errors.name}
      />
      <TextAreaField
        id={`${id}-text`}
        label={m.adminEnquiriesMessage(locale)}
        required
        rows={5}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={REPLY_TEMPLATE_LIMITS.text}
        hint={m.adminEnquiriesTemplateTextHint(locale, {
          count:
            locale === DEFAULT_LOCALE
              ? REPLY_TEMPLATE_LIMITS.text.toLocaleString("en-US")
              : formatNumber(locale, REPLY_TEMPLATE_LIMITS.text),
          ...PLACEHOLDERS,
        })}
        error={errors.text}
      />
      {preview ? (
        <figure>
          <figcaption className="text-sm text-slate-600">{m.adminEnquiriesAsTheyGetIt(locale, { name: SAMPLE.name })}</figcaption>
          <p className="mt-1 rounded-lg bg-emerald-50 p-3 text-sm break-words whitespace-pre-wrap text-ink">{preview}</p>
        </figure>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonClass({})}>
          {busy ? m.adminEnquiriesSaving(locale) : template ? m.adminEnquiriesSaveTemplate(locale) : m.adminEnquiriesAddTemplate(locale)}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonClass({ variant: "outline" })}>
            {m.adminEnquiriesCancel(locale)}
          </button>
        ) : null}
      </div>
    </form>
  );
}

export default function ReplyTemplates({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const confirm = useConfirm();
  const { company } = useSite();
  const [templates, setTemplates] = useState(loaderData.templates);
  const [editing, setEditing] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  /** Closes the form; after an edit is saved or given up, the focus goes back to that template's Edit button. */
  const closeEditing = (returnTo?: string) => {
    flushSync(() => setEditing(null));
    if (returnTo) document.getElementById(`edit-${returnTo}`)?.focus();
  };
  const full = templates.length >= REPLY_TEMPLATE_LIMITS.count;

  const saved = (template: ReplyTemplate, added: boolean) => {
    setTemplates((current) => (added ? [...current, template] : current.map((entry) => (entry.id === template.id ? template : entry))));
    closeEditing(added ? undefined : template.id);
    setFailure(null);
    setNote(
      added
        ? m.adminEnquiriesTemplateAdded(locale, { name: template.name })
        : m.adminEnquiriesTemplateSaved(locale, { name: template.name }),
    );
  };

  const remove = async (template: ReplyTemplate) => {
    if (!(await confirm(m.adminEnquiriesTemplateDeleteConfirm(locale, { name: template.name })))) return;
    setBusy(template.id);
    setFailure(null);
    setNote(null);
    try {
      await apiDelete(`/api/reply-templates/${template.id}`);
      setTemplates((current) => current.filter((entry) => entry.id !== template.id));
      setNote(m.adminEnquiriesTemplateDeleted(locale, { name: template.name }));
    } catch (error) {
      if (!(error instanceof ApiError && error.isUnauthorized))
        setFailure(m.adminEnquiriesTemplateDeleteFailed(locale, { name: template.name }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-6">
      <Link to="/enquiries" className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {m.adminEnquiriesAllEnquiries(locale)}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{m.adminEnquiriesReplyTemplates(locale)}</h1>
        <p className="mt-1 text-slate-600">{m.adminEnquiriesTemplatesIntro(locale, { ...PLACEHOLDERS, company: company.name })}</p>
      </div>
      {loaderData.error ? <LoadFailure message={m.adminEnquiriesTemplatesLoadError(locale)} /> : null}
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      <TransientMessage text={note} />

      {!loaderData.error && templates.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {m.adminEnquiriesNoTemplates(locale)}
        </p>
      ) : null}
      {templates.length > 0 ? (
        <ul className="space-y-3">
          {templates.map((template) => (
            <li key={template.id} className="rounded-card border border-slate-200 bg-white p-4 shadow-card">
              {editing === template.id ? (
                <TemplateForm
                  template={template}
                  companyName={company.name}
                  onSaved={(entry) => saved(entry, false)}
                  onCancel={() => closeEditing(template.id)}
                />
              ) : (
                <>
                  <h2 className="font-semibold break-words text-ink">{template.name}</h2>
                  <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-700">{template.text}</p>
                  <div className="mt-3 flex gap-2">
                    <button
                      id={`edit-${template.id}`}
                      type="button"
                      onClick={() => {
                        setEditing(template.id);
                        setNote(null);
                      }}
                      className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50 sm:flex-none"
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      {m.adminEnquiriesEdit(locale)}
                      <span className="sr-only"> {template.name}</span>
                    </button>
                    <button
                      type="button"
                      disabled={busy === template.id}
                      onClick={() => void remove(template)}
                      className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-red-300 px-4 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50 sm:flex-none"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {m.adminEnquiriesDeleteShort(locale)}
                      <span className="sr-only"> {template.name}</span>
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {loaderData.error ? null : (
        <section aria-labelledby="new-template" className="rounded-card border border-slate-200 bg-white p-4 shadow-card">
          <h2 id="new-template" className="flex items-center gap-2 font-semibold text-ink">
            <Plus aria-hidden="true" className="size-5 text-brand-700" />
            {m.adminEnquiriesAddATemplate(locale)}
          </h2>
          {full ? (
            <p className="mt-2 text-slate-700">{problemText(locale, REPLY_TEMPLATE_MESSAGES.tooMany)}.</p>
          ) : (
            <div className="mt-3">
              <TemplateForm template={null} companyName={company.name} onSaved={(entry) => saved(entry, true)} />
            </div>
          )}
        </section>
      )}
    </div>
  );
}
