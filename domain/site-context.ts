/**
 * What the server hands every page loader: the company's facts and a read-only view of the
 * content (DESIGN §2: loaders call the services in process). Declared here, where the server and
 * the pages both see it, so that the pages never import the server; the server's services
 * satisfy it.
 */
import type { CompanyFacts } from "./company";
import type { Blog, GalleryItem, ImageInfo, Project } from "./entities";

export interface ContentReader {
  projects: { list(): Promise<Project[]>; get(id: string): Promise<Project> };
  blogs: { list(): Promise<Blog[]>; get(id: string): Promise<Blog> };
  galleries: { list(): Promise<GalleryItem[]> };
  /** What pages need to show stored images; unknown names are left out. */
  images: { info(names: Iterable<string | null | undefined>): Promise<Map<string, ImageInfo>> };
}

export interface SiteContext {
  content: ContentReader;
  company: CompanyFacts;
  /** The public origin, without a trailing slash, for canonical links and the sitemap. */
  siteUrl: string;
  /** The CSP nonce of this request, for the render's inline scripts. */
  cspNonce?: string;
}
