import ArrowLeft from "lucide-react/icons/arrow-left";
import { PageHero } from "../sections/page-hero";
import { ButtonLink } from "../ui/button-link";
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
            <ButtonLink to={backTo}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {backLabel}
            </ButtonLink>
          }
        />
      </div>
    </main>
  );
}
