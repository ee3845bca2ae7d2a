import Building2 from "lucide-react/icons/building-complex";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";

/** Stands in for a missing cover photo: the card keeps its shape and says so quietly. */
export function CoverPlaceholder({ className = "" }: { className?: string }) {
  const locale = useLocale();
  return (
    <div
      className={`flex flex-col items-center justify-center gap-2 bg-linear-to-br from-slate-100 to-slate-200 text-slate-500 ${className}`}
    >
      <Building2 aria-hidden="true" className="size-10" />
      <span className="text-xs font-medium">{m.projectsPhotoComingSoon(locale)}</span>
    </div>
  );
}
