import type { Locale } from "../../../domain/locales";
import * as m from "../../i18n/messages";

/** A link of the site's navigation: its English path and its label in the page's language. */
export interface NavLink {
  to: string;
  label: (locale: Locale) => string;
}

/** The public navigation of docs/product.md §2, used by the header and the footer's quick links. */
export const NAV_LINKS: readonly NavLink[] = [
  { to: "/", label: m.navHome },
  { to: "/about-us", label: m.navAbout },
  { to: "/services", label: m.navServices },
  { to: "/projects", label: m.navProjects },
  { to: "/gallery", label: m.navGallery },
  { to: "/blog", label: m.navBlog },
  { to: "/contact", label: m.navContact },
];

/** The cost estimator, the site's main tool: an action of the header and a line of the phone's menu. */
export const ESTIMATOR_LINK: NavLink = { to: "/estimate", label: m.navEstimator };

/** The page for families building from the Gulf: a line of the phone's menu and of the footer's quick links. */
export const ABROAD_LINK: NavLink = { to: "/building-from-abroad", label: m.navAbroad };
