/**
 * Arrange portfolio (docs/product.md §2): the owner puts every project not in the trash in the
 * order visitors see them on the home page and /projects, pins one as the featured project, and
 * saves (`PUT /api/admin/projects/arrangement`, docs/api.md). Unsaved changes are asked about
 * before the page is left; the save button stays in view at the bottom of a phone's screen.
 */
import { useMemo, useRef, useState, type FormEvent } from "react";
import { projects } from "../../../domain/kinds/projects";
import { ArrangeList, type ArrangeState } from "../../components/admin/arrange-list";
import { FormActions, FormCard, FormMessage } from "../../components/admin/form-controls";
import { kindLabel } from "../../components/admin/kind-labels";
import type { AdminItem } from "../../components/admin/kind-loaders";
import { AddLink, LoadFailure, ViewOnSite } from "../../components/admin/manage-parts";
import { useLeaveGuard } from "../../components/admin/use-leave-guard";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { adminLocale } from "../../lib/admin-language";
import { requireToken } from "../../lib/admin-guard";
import { ApiError, apiGet, apiJson } from "../../lib/api-client";
import type { Route } from "./+types/arrange-projects";

/** The page's name: the manage list's "Arrange portfolio" link (domain/kinds/projects.ts). */
const pageTitle = m.adminItemsKindArrangePortfolio;
const { loadFailure, addLabel } = projects.admin.list;

export async function clientLoader() {
  requireToken();
  try {
    const answer = await apiGet<{ projects: AdminItem[]; pinned: string | null }>("/api/admin/projects/arrangement");
    return { items: answer.projects, pinned: answer.pinned, error: null };
  } catch {
    // The declared English; the page shows it in the admin's language.
    return { items: [] as AdminItem[], pinned: null, error: loadFailure };
  }
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: pageTitle(adminLocale()) }];
}

type Saving = { state: "idle" | "saving" | "saved" } | { state: "failed"; detail: string };

export default function ArrangeProjects({ loaderData }: Route.ComponentProps) {
  const items = useMemo(() => new Map(loaderData.items.map((item) => [item._id, item])), [loaderData.items]);
  const [saved, setSaved] = useState<ArrangeState>(() => ({ order: loaderData.items.map((item) => item._id), pinned: loaderData.pinned }));
  const [state, setState] = useState<ArrangeState>(saved);
  const [saving, setSaving] = useState<Saving>({ state: "idle" });
  const messageRef = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  const dirty = state.pinned !== saved.pinned || state.order.join() !== saved.order.join();
  useLeaveGuard(dirty);

  const change = (next: ArrangeState) => {
    setState(next);
    if (saving.state !== "saving") setSaving({ state: "idle" });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.state === "saving") return;
    const sent = state;
    setSaving({ state: "saving" });
    try {
      await apiJson("PUT", "/api/admin/projects/arrangement", { order: sent.order, pinned: sent.pinned });
      setSaved(sent);
      setSaving({ state: "saved" });
    } catch (error) {
      // A session that ended has gone to sign-in already.
      if (error instanceof ApiError && error.isUnauthorized) return setSaving({ state: "idle" });
      setSaving({ state: "failed", detail: error instanceof ApiError ? error.message : "" });
    }
    requestAnimationFrame(() => messageRef.current?.focus());
  };

  const count = state.order.length;
  return (
    <FormCard title={pageTitle(locale)}>
      {loaderData.error ? (
        <LoadFailure message={kindLabel(locale, loaderData.error)} />
      ) : count === 0 ? (
        <div className="space-y-4 text-center">
          <p className="text-slate-700">{m.adminItemsArrangeNone(locale)}</p>
          <AddLink to={projects.admin.paths.add} label={kindLabel(locale, addLabel)} />
        </div>
      ) : (
        <form onSubmit={(event) => void save(event)} className="space-y-4">
          <div className="space-y-2 text-sm text-slate-700">
            <p>{m.adminItemsArrangeIntro(locale)}</p>
            <p>{m.adminItemsArrangePinnedNote(locale)}</p>
          </div>
          <ArrangeList items={items} state={state} onChange={change} />
          <FormActions
            cancelTo={projects.admin.paths.manage}
            submitLabel={m.adminItemsArrangeSave(locale)}
            busyLabel={m.adminItemsKindSaving(locale)}
            busy={saving.state === "saving"}
            status={
              saving.state === "saved" ? (
                <FormMessage ref={messageRef} tone="success">
                  {m.adminItemsArrangeSaved(locale)}
                  <ViewOnSite to="/projects" />
                </FormMessage>
              ) : saving.state === "failed" ? (
                <FormMessage ref={messageRef} tone="error" title={m.adminItemsArrangeSaveFailed(locale)}>
                  {saving.detail ? <p>{saving.detail}</p> : null}
                </FormMessage>
              ) : dirty ? (
                <p className="text-sm font-medium text-slate-700">{m.adminItemsUnsavedChanges(locale)}</p>
              ) : null
            }
          />
        </form>
      )}
    </FormCard>
  );
}
