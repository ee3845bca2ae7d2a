/**
 * A small API client written from docs/product.md §7 and docs/architecture.md §4 only, used by API and browser tests to
 * make their data the way an administrator's browser does.
 */
import type { Blog, GalleryItem, Project } from "../../domain/entities";

export interface FilePart {
  name: string;
  data: Buffer;
  type?: string;
}

export type FormValue = string | string[] | FilePart | FilePart[];

export function formData(fields: Record<string, FormValue | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === "string") form.append(key, item);
      else form.append(key, new Blob([new Uint8Array(item.data)], { type: item.type ?? "image/jpeg" }), item.name);
    }
  }
  return form;
}

export class ApiClient {
  token: string | null = null;

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: FormData | object, token = this.token): Promise<Response> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    return fetch(this.baseUrl + path, { method, headers, body: payload });
  }

  async json<T>(method: string, path: string, body?: FormData | object): Promise<T> {
    const response = await this.request(method, path, body);
    const data = (await response.json()) as T & { message?: string };
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${data.message ?? ""}`);
    return data;
  }

  async login(email: string, password: string): Promise<string> {
    const { token } = await this.json<{ token: string }>("POST", "/api/login", { email, password });
    this.token = token;
    return token;
  }

  async createProject(fields: Record<string, FormValue | undefined>): Promise<Project> {
    return (await this.json<{ project: Project }>("POST", "/api/create-project", formData(fields))).project;
  }

  async updateProject(id: string, fields: Record<string, FormValue | undefined>): Promise<Project> {
    return (await this.json<{ project: Project }>("PUT", `/api/projects/${id}`, formData(fields))).project;
  }

  async createBlog(fields: Record<string, FormValue | undefined>): Promise<Blog> {
    return (await this.json<{ blog: Blog }>("POST", "/api/add-blog", formData(fields))).blog;
  }

  async createGallery(fields: Record<string, FormValue | undefined>): Promise<GalleryItem> {
    return (await this.json<{ gallery: GalleryItem }>("POST", "/api/gallery-upload", formData(fields))).gallery;
  }

  async remove(kind: "projects" | "blogs" | "galleries", id: string): Promise<void> {
    await this.json("DELETE", `/api/${kind}/${id}`);
  }
}
