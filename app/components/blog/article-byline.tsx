import Calendar from "lucide-react/icons/calendar";
import User from "lucide-react/icons/user";
import { useLocale } from "../../i18n/locale";
import { formatLongDate } from "../../lib/dates";

/** An article's author and date (docs/product.md §2: the long US format in English), on its card and over the article. */
export function ArticleByline({ author, createdAt }: { author: string; createdAt: string }) {
  const locale = useLocale();
  return (
    <>
      <span className="inline-flex items-center gap-1.5">
        <User aria-hidden="true" className="size-4" />
        {author}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="size-4" />
        <time dateTime={createdAt}>{formatLongDate(createdAt, locale)}</time>
      </span>
    </>
  );
}
