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
import type { AdminItem } from "../../components/admin/kind-loaders";
import { AddLink, LoadFailure, ViewOnSite } from "../../components/admin/manage-parts";
import { useLeaveGuard } from "../../components/admin/use-leave-guard";
import { requireToken } from "../../lib/admin-guard";
import { ApiError, apiGet, apiJson } from "../../lib/api-client";
import type { Route } from "./+types/arrange-projects";

const TITLE = "Arrange portfolio";
const LOAD_FAILURE = projects.admin.list.loadFailure;
const SAVE_FAILURE = "Failed to save the order. Please try again.";

export async function clientLoader() {
  requireToken();
  try {
    const answer = await apiGet<{ projects: AdminItem[]; pinned: string | null }>("/api/admin/projects/arrangement");
    return { items: answer.projects, pinned: answer.pinned, error: null };
  } catch {
    return { items: [] as AdminItem[], pinned: null, error: LOAD_FAILURE };
  }
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: TITLE }];
}

type Saving = { state: "idle" | "saving" | "saved" } | { state: "failed"; detail: string };

export default function ArrangeProjects({ loaderData }: Route.ComponentProps) {
  const items = useMemo(() => new Map(loaderData.items.map((item) => [item._id, item])), [loaderData.items]);
  const [saved, setSaved] = useState<ArrangeState>(() => ({ order: loaderData.items.map((item) => item._id), pinned: loaderData.pinned }));
  const [state, setState] = useState<ArrangeState>(saved);
  const [saving, setSaving] = useState<Saving>({ state: "idle" });
  const messageRef = useRef<HTMLDivElement>(null);
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
    <FormCard title={TITLE}>
      {loaderData.error ? (
        <LoadFailure message={loaderData.error} />
      ) : count === 0 ? (
        <div className="space-y-4 text-center">
          <p className="text-slate-700">No projects to arrange yet.</p>
          <AddLink to={projects.admin.paths.add} label={projects.admin.list.addLabel} />
        </div>
      ) : (
        <form onSubmit={(event) => void save(event)} className="space-y-4">
          <div className="space-y-2 text-sm text-slate-700">
            <p>
              Visitors see your projects in this order on the home page and the Projects page. Drag a project by its handle, or move it with
              the arrows, then save.
            </p>
            <p>
              The pinned project comes first, as the Featured Project. Projects you add later show first, newest first, until you arrange
              them here again.
            </p>
          </div>
          <ArrangeList items={items} state={state} onChange={change} />
          <FormActions
            cancelTo={projects.admin.paths.manage}
            submitLabel="Save order"
            busyLabel="Saving..."
            busy={saving.state === "saving"}
            status={
              saving.state === "saved" ? (
                <FormMessage ref={messageRef} tone="success">
                  Order saved. Visitors see it now.
                  <ViewOnSite to="/projects" />
                </FormMessage>
              ) : saving.state === "failed" ? (
                <FormMessage ref={messageRef} tone="error" title={SAVE_FAILURE}>
                  {saving.detail ? <p>{saving.detail}</p> : null}
                </FormMessage>
              ) : dirty ? (
                <p className="text-sm font-medium text-slate-700">Unsaved changes</p>
              ) : null
            }
          />
        </form>
      )}
    </FormCard>
  );
}
