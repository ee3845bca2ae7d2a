/** The public navigation of docs/product.md §2, used by the header and the footer's quick links. */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/about-us", label: "About us" },
  { to: "/services", label: "Services" },
  { to: "/projects", label: "Projects" },
  { to: "/gallery", label: "Gallery" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
] as const;

/** The cost estimator, the site's main tool: an action of the header and a line of the phone's menu. */
export const ESTIMATOR_LINK = { to: "/estimate", label: "Cost estimator" } as const;

/** The page for families building from the Gulf: a line of the phone's menu and of the footer's quick links. */
export const ABROAD_LINK = { to: "/building-from-abroad", label: "Building from the Gulf" } as const;
