/** The site's buttons, one look everywhere: a <button>, or a link that looks like one. */
import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "accent" | "outline";
type Size = "md" | "lg";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  /** On the dark hero and bands, a shade lighter. */
  accent: "bg-brand-600 text-white hover:bg-brand-700",
  /** A second action beside a primary one ("Load more"). */
  outline: "border-2 border-ink bg-white text-ink hover:bg-slate-100",
};

const SIZES: Record<Size, string> = {
  md: "min-h-11 px-5 py-2.5",
  lg: "min-h-12 px-6 py-3",
};

export interface ButtonStyle {
  variant?: Variant;
  size?: Size;
}

export function buttonClass({ variant = "primary", size = "md" }: ButtonStyle = {}, extra = ""): string {
  const base =
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition disabled:cursor-not-allowed disabled:opacity-60";
  return `${base} ${VARIANTS[variant]} ${SIZES[size]}${extra ? ` ${extra}` : ""}`;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}
