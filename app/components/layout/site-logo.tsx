import { useSite } from "../../lib/use-site";

/**
 * The logo: a house mark and the site name, linking home; on the home page it scrolls smoothly to
 * the top (app/islands/site-behaviour.ts). Light over the header's dark scrim, dark once it is white.
 */
export function SiteLogo() {
  const { company } = useSite();
  return (
    <a href="/" className="flex min-w-0 items-center gap-2.5 rounded-md text-lg font-bold tracking-tight text-white solid:text-ink">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-9 shrink-0">
        <rect width="64" height="64" rx="14" fill="#a92e1f" />
        <path d="M14 48V30l18-14 18 14v18H38V36H26v12z" fill="#fff" />
      </svg>
      {/* Between 768 and 1024 px the links need the room; the name stays for screen readers. */}
      <span className="truncate md:max-lg:sr-only">{company.name}</span>
    </a>
  );
}
