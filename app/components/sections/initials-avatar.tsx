const TONES = ["bg-brand-700", "bg-slate-700", "bg-brand-900", "bg-emerald-800"];

/** A round badge with a person's initials, in place of a photograph. */
export function InitialsAvatar({ initials, index = 0, size = "md" }: { initials: string; index?: number; size?: "md" | "lg" }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full font-bold text-white ${TONES[index % TONES.length]} ${
        size === "lg" ? "size-24 text-2xl" : "size-12 text-base"
      }`}
    >
      {initials}
    </span>
  );
}
