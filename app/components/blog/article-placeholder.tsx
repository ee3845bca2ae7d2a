import Newspaper from "lucide-react/icons/newspaper";

/** Stands in for an article without a photo, keeping the card's shape. */
export function ArticlePlaceholder({ className = "" }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`flex items-center justify-center bg-linear-to-br from-brand-50 to-slate-200 text-brand-700/60 ${className}`}
    >
      <Newspaper className="size-10" />
    </div>
  );
}
