import { Link, useLocation } from "react-router";
import { useSite } from "../../lib/use-site";
import { scrollToTopSmoothly } from "./use-scrolled-past";

/** The logo: a house mark and the site name, linking home; on the home page it scrolls smoothly to the top. */
export function SiteLogo({ tone }: { tone: "light" | "dark" }) {
  const { company } = useSite();
  const { pathname } = useLocation();
  return (
    <Link
      to="/"
      onClick={() => {
        if (pathname === "/") scrollToTopSmoothly();
      }}
      className={`flex min-w-0 items-center gap-2.5 rounded-md text-lg font-bold tracking-tight ${tone === "light" ? "text-white" : "text-ink"}`}
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-9 shrink-0">
        <rect width="64" height="64" rx="14" fill="#a92e1f" />
        <path d="M14 48V30l18-14 18 14v18H38V36H26v12z" fill="#fff" />
      </svg>
      {/* Between 768 and 1024 px the links need the room; the name stays for screen readers. */}
      <span className="truncate md:max-lg:sr-only">{company.name}</span>
    </Link>
  );
}
