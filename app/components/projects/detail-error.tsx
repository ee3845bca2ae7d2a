import ArrowLeft from "lucide-react/icons/arrow-left";
import { localePath } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import { PageHero } from "../sections/page-hero";
import { ButtonLink } from "../ui/button-link";
import { ErrorBox } from "../ui/states";

export interface DetailErrorProps {
  /** The page's h1: says whether the item is missing or could not be loaded. */
  heading: string;
  message: string;
  /** The list page, in English or already in the page's language. */
  backTo: string;
  backLabel: string;
  /** The item does not exist (404): said plainly, not as a failure to try again. */
  missing?: boolean;
}

/** What a detail page shows when its item cannot be shown (docs/product.md §2, §8), with the way back. */
export function DetailError({ heading, message, backTo, backLabel, missing = false }: DetailErrorProps) {
  const locale = useLocale();
  const back = (
    <ButtonLink to={localePath(locale, backTo)}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {backLabel}
    </ButtonLink>
  );
  return (
    <main>
      <PageHero title={heading} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {missing ? (
          <div className="flex flex-col items-start gap-5 rounded-card bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
            <p className="max-w-xl text-lg text-slate-700">{message}</p>
            {back}
          </div>
        ) : (
          <ErrorBox message={message} action={back} />
        )}
      </div>
    </main>
  );
}
