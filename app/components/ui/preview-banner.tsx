import Eye from "lucide-react/icons/eye";
import { publicationLabel, type Publication } from "../../../domain/publishing";

/** Above a page opened by its preview link (issue #17): what visitors see of it, and that this is not it. */
export function PreviewBanner({ item }: { item: Publication }) {
  const state = publicationLabel(item, new Date());
  const note = state === "Published" ? "This page is public." : "Visitors cannot see this page yet.";
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm font-medium text-amber-950">
      <Eye aria-hidden="true" className="mr-2 inline size-4 align-[-2px]" />
      {`Preview: ${state}. ${note}`}
    </div>
  );
}
