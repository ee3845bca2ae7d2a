/** The admin area's links (docs/product.md §2 Admin layout), in the groups the side menu shows. */
import Building2 from "lucide-react/icons/building-2";
import FileText from "lucide-react/icons/file-text";
import FolderKanban from "lucide-react/icons/folder-kanban";
import ImagePlus from "lucide-react/icons/image-plus";
import Inbox from "lucide-react/icons/inbox";
import Images from "lucide-react/icons/images";
import House from "lucide-react/icons/house";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import MessageSquareQuote from "lucide-react/icons/message-square-quote";
import Plane from "lucide-react/icons/plane";
import PenSquare from "lucide-react/icons/square-pen";
import ShieldCheck from "lucide-react/icons/shield-check";
import SquarePlus from "lucide-react/icons/square-plus";
import Trash2 from "lucide-react/icons/trash-2";
import Languages from "lucide-react/icons/languages";
import Users from "lucide-react/icons/users";
import Wrench from "lucide-react/icons/wrench";
import Activity from "lucide-react/icons/activity";
import CircleUserRound from "lucide-react/icons/circle-user-round";
import UserCog from "lucide-react/icons/user-cog";
import type { LucideIcon } from "lucide-react";
import { can, type SignedInPerson } from "../../../domain/access";
import type { Locale } from "../../../domain/locales";
import { PAGES } from "../../../domain/pages";
import { SECTION_INFO } from "../../../domain/site-content";
import { SECTION_TITLES } from "./site/section-labels";
import * as m from "../../i18n/messages";

export interface AdminLink {
  to: string;
  /** The English name (docs/product.md §2). */
  label: string;
  /** The name in the admin's language (docs/product.md §11): `text(locale)`. */
  text: (locale: Locale) => string;
  /** A shorter name for the phone's tab bar, a fifth of its width (the same words in English). */
  tab?: (locale: Locale) => string;
  icon: LucideIcon;
}

export const DASHBOARD_LINK: AdminLink = {
  to: "/dashboard",
  label: "Dashboard",
  text: m.adminFrameNavDashboard,
  tab: m.adminFrameTabDashboard,
  icon: LayoutDashboard,
};
export const PROJECTS_LINK: AdminLink = {
  to: "/manage-projects",
  label: "Projects",
  text: m.adminFrameNavProjects,
  tab: m.adminFrameTabProjects,
  icon: FolderKanban,
};
export const GALLERY_LINK: AdminLink = {
  to: "/manage-gallery",
  label: "Gallery",
  text: m.adminFrameNavGallery,
  tab: m.adminFrameTabGallery,
  icon: Images,
};
export const BLOGS_LINK: AdminLink = {
  to: "/manage-blogs",
  label: "Blogs",
  text: m.adminFrameNavBlogs,
  tab: m.adminFrameTabBlogs,
  icon: FileText,
};

/** The enquiries inbox (issue #15). */
export const ENQUIRIES_LINK: AdminLink = {
  to: "/enquiries",
  label: "Enquiries",
  text: m.adminFrameNavEnquiries,
  tab: m.adminFrameTabEnquiries,
  icon: Inbox,
};

/** Deleted items, kept 30 days (issue #17). */
export const TRASH_LINK: AdminLink = { to: "/trash", label: "Trash", text: m.adminFrameNavTrash, icon: Trash2 };

/** What is left to translate into Malayalam and Tamil (docs/product.md §11). */
export const TRANSLATIONS_LINK: AdminLink = {
  to: "/translations",
  label: "Translations",
  text: m.adminFrameNavTranslations,
  icon: Languages,
};

/** The phone's tab bar (docs/product.md §2): four sections (then the enquiries: admin-shell.tsx). */
export const CONTENT_LINKS: AdminLink[] = [DASHBOARD_LINK, PROJECTS_LINK, GALLERY_LINK, BLOGS_LINK];

/** The side menu's first group: the tab bar's sections, then the inbox. */
export const SIDE_LINKS: AdminLink[] = [...CONTENT_LINKS, ENQUIRIES_LINK, TRASH_LINK, TRANSLATIONS_LINK];

export const CREATE_LINKS: AdminLink[] = [
  { to: "/addprojects", label: "Add Project", text: m.adminFrameNavAddProject, icon: SquarePlus },
  { to: "/addgallery", label: "Add Gallery", text: m.adminFrameNavAddGallery, icon: ImagePlus },
  { to: "/addblogs", label: "Add Blog", text: m.adminFrameNavAddBlog, icon: PenSquare },
];

/** The site's own content (issue #13): a page per section. */
export const SITE_LINKS: AdminLink[] = (
  [
    ["company", Building2],
    ["home", House],
    ["services", Wrench],
    ["about", Users],
    ["testimonials", MessageSquareQuote],
    ["privacy", ShieldCheck],
    ["abroad", Plane],
  ] as const
).map(([name, icon]) => ({ to: `/site/${name}`, label: SECTION_INFO[name].title, text: SECTION_TITLES[name], icon }));

/** The mobile drawer's order (docs/product.md §2): Dashboard, Projects, Blogs, Gallery; then the inbox. */
export const DRAWER_LINKS: AdminLink[] = [
  DASHBOARD_LINK,
  PROJECTS_LINK,
  BLOGS_LINK,
  GALLERY_LINK,
  ENQUIRIES_LINK,
  TRASH_LINK,
  TRANSLATIONS_LINK,
];

/** The team (docs/product.md §6): the owner's accounts page, and who did what. */
export const TEAM_LINKS: AdminLink[] = [
  { to: "/accounts", label: "Accounts", text: m.adminFrameNavAccounts, icon: UserCog },
  { to: "/activity", label: "Activity", text: m.adminFrameNavActivity, icon: Activity },
];

/** The signed-in person's own account: their name, password and sessions. */
export const ACCOUNT_LINK: AdminLink = { to: "/account", label: "Your account", text: m.adminFrameNavAccount, icon: CircleUserRound };

const NEEDS = new Map(PAGES.map((page) => [page.path, page.needs]));

/**
 * The links `person`'s role may follow (domain/pages.ts declares what each page needs). Before the
 * person is known (offline at the first open), every link shows: the server checks each call.
 */
export function allowedLinks(links: readonly AdminLink[], person: SignedInPerson | null): AdminLink[] {
  return links.filter((link) => {
    const needs = NEEDS.get(link.to);
    return !person || !needs || can(person, needs);
  });
}

/** The fixed administrator label of docs/product.md §1 (not read from data), in the admin's language. */
export const ADMIN_LABEL = m.adminFrameAdministrator;

/**
 * Whether `pathname` belongs to the link: a manage page also covers its add and edit forms, so
 * the menu keeps showing where the administrator is.
 */
const SECTION_PATHS: Record<string, string[]> = {
  "/manage-projects": ["/edit-project/"],
  "/manage-gallery": ["/edit-gallery/"],
  "/manage-blogs": ["/edit-blog/"],
  "/enquiries": ["/enquiries/"],
  "/translations": ["/translate/"],
};

export function isLinkActive(to: string, pathname: string): boolean {
  if (pathname === to) return true;
  return (SECTION_PATHS[to] ?? []).some((prefix) => pathname.startsWith(prefix));
}
