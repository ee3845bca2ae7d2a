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
        <p className={`text-sm font-semibold tracking-wider uppercase ${tone === "dark" ? "text-brand-700" : "text-brand-300"}`}>
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${tone === "dark" ? "text-ink" : "text-white"}`}
      >
        {title}
      </h2>
      {text ? <p className={`mt-4 text-lg text-pretty ${tone === "dark" ? "text-slate-600" : "text-slate-300"}`}>{text}</p> : null}
    </div>
  );
}
