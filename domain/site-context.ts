/**
 * What the server hands every page loader: a read-only view of the content (DESIGN §2: loaders call the services in process). Declared here, where the server and
 * the pages both see it, so that the pages never import the server; the server's services
 * satisfy it.
 */
import type { Blog, GalleryItem, ImageInfo, Project } from "./entities";
import type { SiteContent, SiteSectionName } from "./site-content";

export interface ContentReader {
  /**
   * What the public may see; `preview` opens a draft or a scheduled item with the token of its
   * preview link (issue #17), and fails as not found without a good one.
   */
  projects: { list(): Promise<Project[]>; get(id: string): Promise<Project>; preview(id: string, token: string): Promise<Project> };
  blogs: { list(): Promise<Blog[]>; get(id: string): Promise<Blog>; preview(id: string, token: string): Promise<Blog> };
  galleries: { list(): Promise<GalleryItem[]> };
  /** The site's own content: the company's facts, the home, services and about pages, testimonials. */
  site: { get<S extends SiteSectionName>(name: S): Promise<SiteContent[S]>; getAll(): Promise<SiteContent> };
  /** What pages need to show stored images; unknown names are left out. */
  images: { info(names: Iterable<string | null | undefined>): Promise<Map<string, ImageInfo>> };
}

/** What a visitor's own enquiry shows them, on the thank-you page of a form sent without JavaScript. */
export interface SentEnquiryReader {
  sent(key: string): Promise<{ reference: string; whatsAppText: string } | null>;
}

export interface SiteContext {
  content: ContentReader;
  /** Absent where the server has no enquiries (a test renders pages alone). */
  enquiries?: SentEnquiryReader;
  /** The public origin, without a trailing slash, for canonical links and the sitemap. */
  siteUrl: string;
  /** The CSP nonce of this request, for the render's inline scripts. */
  cspNonce?: string;
  /** The URL of the public pages' one script, which hydrates their islands (app/islands/runtime.ts). */
  islandsScript?: string;
}
