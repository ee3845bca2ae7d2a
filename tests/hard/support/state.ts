/**
 * A fingerprint of everything a request could change: the records as the public API answers
 * them, and the upload and temporary folders. A refused request must leave it identical.
 */
import { CHILD_ADMIN } from "./child-server";
import { createHash } from "node:crypto";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Blog, GalleryItem, Project } from "../../../domain/entities";

export interface SiteRecords {
  projects: Project[];
  blogs: Blog[];
  galleries: GalleryItem[];
}

/**
 * Reads the lists around the response cache (an Authorization header makes a GET uncacheable;
 * reads stay public), so the fingerprint sees the database and not a kept answer.
 */
/**
 * The headers of the signed-in administrator, who alone sees the photos only the trash, the
 * history or a draft holds (the public sees those a live, public record shows).
 */
export async function adminHeaders(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: CHILD_ADMIN.email, password: CHILD_ADMIN.password }),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`signing in answered ${response.status}`);
  return { authorization: `Bearer ${token}` };
}

export async function readRecords(baseUrl: string): Promise<SiteRecords> {
  const read = async <T>(kind: string): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/${kind}`, { headers: { authorization: "Bearer state-check" } });
    if (response.status !== 200) throw new Error(`GET /api/${kind} answered ${response.status}`);
    return ((await response.json()) as Record<string, T>)[kind]!;
  };
  const [projects, blogs, galleries] = await Promise.all([
    read<Project[]>("projects"),
    read<Blog[]>("blogs"),
    read<GalleryItem[]>("galleries"),
  ]);
  return { projects, blogs, galleries };
}

export async function listFolder(folder: string): Promise<string[]> {
  try {
    const names = (await readdir(folder)).sort();
    return await Promise.all(names.map(async (name) => `${name}:${(await stat(path.join(folder, name))).size}`));
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return [];
    throw error;
  }
}

export interface Fingerprint {
  hash: string;
  records: SiteRecords;
  uploads: string[];
  temporary: string[];
}

export async function fingerprint(baseUrl: string, dataDir: string): Promise<Fingerprint> {
  const [records, uploads, temporary] = await Promise.all([
    readRecords(baseUrl),
    listFolder(path.join(dataDir, "uploads")),
    listFolder(path.join(dataDir, "tmp")),
  ]);
  const hash = createHash("sha256").update(JSON.stringify({ records, uploads, temporary })).digest("hex");
  return { hash, records, uploads, temporary };
}

/** Every image name the records reference, in no particular order. */
export function referencedImages(records: SiteRecords): Set<string> {
  const names = new Set<string>();
  for (const p of records.projects) for (const name of [p.coverImage, ...p.gallery]) if (name) names.add(name);
  for (const b of records.blogs) for (const name of b.images) names.add(name);
  for (const g of records.galleries) for (const name of g.images) names.add(name);
  return names;
}
