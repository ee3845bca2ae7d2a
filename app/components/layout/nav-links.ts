/** The public navigation of SPEC §2, used by the header and the footer's quick links. */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/about-us", label: "About us" },
  { to: "/services", label: "Services" },
  { to: "/projects", label: "Projects" },
  { to: "/gallery", label: "Gallery" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
] as const;
