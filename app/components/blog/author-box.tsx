import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";

/** The 'Written by' box under an article (docs/product.md §2 Blog detail). */
export function AuthorBox({ author }: { author: string }) {
  const locale = useLocale();
  return (
    <div className="flex items-center gap-4 rounded-card bg-slate-50 p-5 ring-1 ring-slate-200">
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
      >
        {author.trim().charAt(0).toUpperCase()}
      </span>
      <div>
        <p className="text-sm text-slate-600">{m.blogWrittenBy(locale)}</p>
        <p className="text-lg font-semibold text-ink">{author}</p>
        <p className="text-sm text-slate-600">{m.blogAuthorRole(locale)}</p>
      </div>
    </div>
  );
}
