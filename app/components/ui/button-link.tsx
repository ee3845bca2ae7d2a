import { Link, type LinkProps } from "react-router";
import { buttonClass, type ButtonStyle } from "./button";

/** A router link that looks like a button (the admin area and the pages' error boxes). */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={buttonClass({ variant, size }, typeof className === "string" ? className : "")} {...props} />;
}
