import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router";
import { PageHero } from "../sections/page-hero";
import { ErrorBox } from "../ui/states";

export interface DetailErrorProps {
  /** The page's h1: says whether the item is missing or could not be loaded. */
  heading: string;
  message: string;
  backTo: string;
  backLabel: string;
}

/** What a detail page shows when its item cannot be shown (SPEC §2, §8), with the way back. */
export function DetailError({ heading, message, backTo, backLabel }: DetailErrorProps) {
  return (
    <main>
      <PageHero title={heading} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <ErrorBox
          message={message}
          action={
            <Link
              to={backTo}
              className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white transition hover:bg-brand-800"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {backLabel}
            </Link>
          }
        />
      </div>
    </main>
  );
}
