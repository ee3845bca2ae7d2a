export interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  text?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
}

/** The small label, h2 and intro line that open each section of the public pages. */
export function SectionHeading({ id, eyebrow, title, text, align = "center", tone = "dark" }: SectionHeadingProps) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? (
        <p className={`text-sm font-semibold tracking-wider uppercase ${tone === "dark" ? "text-monsoon-700" : "text-monsoon-300"}`}>
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 font-display text-[1.85rem] leading-tight font-semibold tracking-tight text-balance sm:text-[2.6rem] ${tone === "dark" ? "text-ink" : "text-white"}`}
      >
        {title}
      </h2>
      {text ? (
        <p className={`mt-3 text-base text-pretty sm:mt-4 sm:text-lg ${tone === "dark" ? "text-slate-600" : "text-slate-300"}`}>{text}</p>
      ) : null}
    </div>
  );
}
