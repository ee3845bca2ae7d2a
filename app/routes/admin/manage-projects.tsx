import type { Project } from "../../../domain/entities";
import { projectCategoryLabel } from "../../../domain/categories";
import {
  LoadFailure,
  ManageEmpty,
  ManageHeader,
  RowActions,
  SavedNotice,
  formatDate,
  plural,
  snippet,
  TrashedNotice,
  Thumbnail,
  useDeleteItem,
} from "../../components/admin/manage-parts";
import { PreviewButton, StatusBadge } from "../../components/admin/publishing";
import { isPublic } from "../../../domain/publishing";
import { requireToken } from "../../lib/admin-guard";
import { ListMore, ListSearch, loadAdminList, NoMatch, useAdminList } from "../../components/admin/paged-list";
import { useRef } from "react";
import type { Route } from "./+types/manage-projects";

const LOAD_ERROR = "Failed to load projects. Please try again.";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken();
  return loadAdminList<Project>("projects", request, LOAD_ERROR);
}
clientLoader.hydrate = true as const;

/** What visitors cannot see yet can be previewed from its row. */
function previewOf(project: Project) {
  return isPublic(project, new Date()) ? undefined : <PreviewButton kind="projects" id={project._id} name={project.title} compact />;
}

function description(project: Project, length: number): string {
  return project.description ? snippet(project.description, length) : "No description";
}

export default function ManageProjects({ loaderData }: Route.ComponentProps) {
  const { removed, deleting, remove, trashed } = useDeleteItem({
    confirmText: "Are you sure you want to delete this project?",
    failText: "Failed to delete project. Please try again.",
    url: (id) => `/api/projects/${id}`,
  });
  const list = useAdminList("projects", loaderData, removed);
  const projects = list.items;
  const rows = useRef<HTMLDivElement>(null);
  const onDelete = (id: string) => () => void remove(id);

  return (
    <div className="space-y-6">
      <ManageHeader
        title="Manage Projects"
        total={plural(list.all, "project", "projects")}
        addTo="/addprojects"
        addLabel="Add New Project"
      />
      <SavedNotice />
      <TrashedNotice show={trashed} />
      {loaderData.error ? <LoadFailure message={loaderData.error} /> : null}
      {list.all > 0 || loaderData.query ? (
        <ListSearch query={loaderData.query} label="Search projects" placeholder="Search by title, description or place" />
      ) : null}
      {!loaderData.error && list.all === 0 ? (
        <ManageEmpty text="No projects found. Add your first project!" addTo="/addprojects" addLabel="Add New Project" />
      ) : null}
      {!loaderData.error && list.all > 0 && list.total === 0 ? <NoMatch query={loaderData.query} noun="projects" /> : null}
      {projects.length > 0 ? (
        <div ref={rows} className="space-y-6">
          <ul className="space-y-3 md:hidden">
            {projects.map((project) => (
              <li key={project._id} className="flex gap-3 rounded-card border border-slate-200 bg-white p-3 shadow-card">
                <Thumbnail name={project.coverImage} className="size-16 shrink-0 rounded-lg" />
                <div className="min-w-0 flex-1">
                  <h2 data-row-focus tabIndex={-1} className="line-clamp-2 font-semibold break-words text-ink focus:outline-none">
                    {project.title}
                  </h2>
                  <p className="text-sm text-slate-600">{description(project, 40)}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                    <StatusBadge item={project} />
                    <span>
                      {project.category ? `${projectCategoryLabel(project.category)} · ` : ""}
                      {formatDate(project.createdAt)}
                    </span>
                  </p>
                </div>
                <RowActions
                  editTo={`/edit-project/${project._id}`}
                  name={project.title}
                  onDelete={onDelete(project._id)}
                  busy={deleting === project._id}
                  stacked
                  preview={previewOf(project)}
                />
              </li>
            ))}
          </ul>
          <div className="hidden overflow-hidden rounded-card border border-slate-200 bg-white shadow-card md:block">
            <table className="w-full text-left">
              <caption className="sr-only">Projects</caption>
              <thead className="bg-slate-50 text-xs font-semibold tracking-wider text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Project
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Date
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {projects.map((project) => (
                  <tr key={project._id}>
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-4">
                        <Thumbnail name={project.coverImage} className="h-14 w-20 shrink-0 rounded-lg" />
                        <div className="min-w-0">
                          <p data-row-focus tabIndex={-1} className="font-semibold text-ink focus:outline-none">
                            {project.title}
                          </p>
                          <p className="text-sm text-slate-600">{description(project, 50)}</p>
                        </div>
                      </div>
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge item={project} />
                    </td>
                    <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-600">{formatDate(project.createdAt)}</td>
                    <td className="px-4 py-3">
                      <div className="flex justify-end">
                        <RowActions
                          editTo={`/edit-project/${project._id}`}
                          name={project.title}
                          onDelete={onDelete(project._id)}
                          busy={deleting === project._id}
                          preview={previewOf(project)}
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListMore
            shown={projects.length}
            total={list.total}
            more={list.more}
            loading={list.loading}
            failed={list.failed}
            onMore={list.loadMore}
            noun="projects"
            listRef={rows}
          />
        </div>
      ) : null}
    </div>
  );
}
