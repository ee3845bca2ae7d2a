import { localePath } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import { bestVariant } from "../../lib/images";
import { useSite } from "../../lib/use-site";

/**
 * The logo, linking home; on the home page it scrolls smoothly to the top (app/islands/
 * site-behaviour.ts). The company's own logo when it has uploaded one (Site → Company details),
 * else a house mark; the name beside it, light over the header's dark scrim and dark once it is white.
 */
export function SiteLogo() {
  const { company } = useSite();
  const locale = useLocale();
  return (
    <a
      href={localePath(locale, "/")}
      className="flex min-h-11 min-w-9 items-center gap-2.5 rounded-md text-lg font-bold tracking-tight text-white solid:text-ink"
    >
      {company.logo ? (
        <img
          src={bestVariant(company.logo, 120)}
          alt=""
          width={36}
          height={36}
          className="size-9 shrink-0 rounded-md bg-white object-contain p-0.5"
        />
      ) : (
        <svg aria-hidden="true" viewBox="0 0 64 64" className="size-9 shrink-0">
          <rect width="64" height="64" rx="14" fill="#8f4323" />
          <path d="M14 48V30l18-14 18 14v18H38V36H26v12z" fill="#fff" />
        </svg>
      )}
      {/* Between 768 and 1024 px the links need the room; the name stays for screen readers. */}
      <span className="truncate md:max-lg:sr-only">{company.name}</span>
    </a>
  );
}
