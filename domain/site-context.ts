/**
 * What the server hands every page loader: a read-only view of the content (docs/architecture.md §2: loaders call the services in process). Declared here, where the server and
 * the pages both see it, so that the pages never import the server; the server's services
 * satisfy it.
 */
import type { ListOrder } from "./arrangement";
import type { Enquiry } from "./enquiries";
import type { Blog, GalleryItem, ImageInfo, Project } from "./entities";
import type { ProjectFacets, ProjectFactQuery, ProjectNearQuery } from "./project-list";
import type { SiteContent, SiteSectionName } from "./site-content";
import type { ItemLanguage } from "./translations";

/** A part of a list, filtered before it is cut (issue #17: the lists at any size). */
export interface PageRequest {
  /** Words searched for in the kind's text (case-insensitively for ASCII letters); "" for all. */
  query?: string;
  /** A category, compared trimmed and case-insensitively; "" for all. */
  category?: string;
  offset: number;
  /** How many at most; absent for every one from `offset`. */
  limit?: number;
  /** The kind's own order (the default: projects as the company arranged them), or newest first. */
  order?: ListOrder;
}

export interface Page<T> {
  items: T[];
  /** How many match in all. */
  total: number;
}

export interface ContentReader {
  /**
   * What the public may see; `preview` opens a draft or a scheduled item with the token of its
   * preview link (issue #17), and fails as not found without a good one.
   */
  projects: {
    list(): Promise<Project[]>;
    page(request: PageRequest & ProjectFactQuery): Promise<Page<Project>>;
    /** The first `per` in the list's order, and the first `per` of each of `categories` (the home page's tabs). */
    firstByCategory(categories: readonly string[], per: number): Promise<Project[]>;
    /** What the list's filters offer (domain/project-list.ts); packages in `packageOrder` first. */
    facets(packageOrder?: readonly string[]): Promise<ProjectFacets>;
    /** Up to `count` other projects most like `project` by bedrooms, plot and package, then category, then newest. */
    similar(project: Project, count: number, packageOrder?: readonly string[]): Promise<Project[]>;
    /** Up to `count` projects nearest to a filter none matches: the plot let go first, then the package, status, bedrooms, category. */
    nearest(query: ProjectNearQuery, count: number, packageOrder?: readonly string[]): Promise<Project[]>;
    get(id: string): Promise<Project>;
    preview(id: string, token: string): Promise<Project>;
  };
  blogs: {
    list(): Promise<Blog[]>;
    page(request: PageRequest): Promise<Page<Blog>>;
    categories(): Promise<string[]>;
    get(id: string): Promise<Blog>;
    preview(id: string, token: string): Promise<Blog>;
  };
  /** `withImages` leaves out the items that have no photo (the gallery page shows photos). */
  galleries: {
    list(): Promise<GalleryItem[]>;
    page(request: PageRequest & { withImages?: boolean }): Promise<Page<GalleryItem>>;
    /** How many items there are, and how many photos they hold in all. */
    totals(): Promise<{ items: number; images: number }>;
    preview(id: string, token: string): Promise<GalleryItem>;
  };
  /** The site's own content: the company's facts, the home, services and about pages, testimonials. */
  site: {
    get<S extends SiteSectionName>(name: S): Promise<SiteContent[S]>;
    getAll(): Promise<SiteContent>;
    /** What a page showing these sections knows of their language (docs/product.md §11): the texts still in English, the languages they are whole in. */
    language(names: readonly SiteSectionName[]): Promise<ItemLanguage>;
  };
  /** What pages need to show stored images; unknown names are left out. */
  images: { info(names: Iterable<string | null | undefined>): Promise<Map<string, ImageInfo>> };
}

/** What a visitor's own enquiry shows them, on the thank-you page of a form sent without JavaScript. */
export interface SentEnquiryReader {
  /** `enquiry`: what it says, for its WhatsApp message in the page's language (`whatsAppText` is the English one). */
  sent(key: string): Promise<{
    reference: string;
    whatsAppText: string;
    enquiry?: Pick<Enquiry, "kind" | "name" | "email" | "phone" | "message" | "details" | "reference">;
  } | null>;
}

export interface SiteContext {
  content: ContentReader;
  /** Absent where the server has no enquiries (a test renders pages alone). */
  enquiries?: SentEnquiryReader;
  /** The public origin, without a trailing slash, for canonical links and the sitemap. */
  siteUrl: string;
  /** Where visitors' browsers fetch public photos when a CDN serves them (MEDIA_URL); the site's `/uploads` otherwise. */
  mediaUrl?: string;
  /** The CSP nonce of this request, for the render's inline scripts. */
  cspNonce?: string;
  /** The URL of the public pages' one script, which hydrates their islands (app/islands/runtime.ts). */
  islandsScript?: string;
}
