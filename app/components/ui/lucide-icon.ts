/**
 * What every lucide icon is made with (vite/lucide-icons.ts puts it in place of the package's own
 * `createLucideIcon`): an `<svg class="icon">` holding the icon's paths. Its size, stroke and fill are
 * the `.icon` rule's (app/app.css), not attributes repeated on each of the dozens of icons a page draws,
 * and the package's runtime (its context, its attribute builder) stays out of the islands' files. An
 * icon is hidden from screen readers unless it is given a label, a role or a title, as lucide does.
 */
import { createElement, forwardRef, type SVGProps } from "react";

type IconNode = [tag: string, attributes: Record<string, string>][];

interface IconData {
  name: string;
  node: IconNode;
}

function named(props: Record<string, unknown>): boolean {
  for (const prop in props) {
    if ((prop.startsWith("aria-") || prop === "role" || prop === "title") && props[prop] != null) return true;
  }
  return false;
}

export default function createLucideIcon(data: IconData) {
  const Icon = forwardRef<SVGSVGElement, SVGProps<SVGSVGElement>>(function Icon({ className, children, ...rest }, ref) {
    return createElement(
      "svg",
      {
        ref,
        viewBox: "0 0 24 24",
        className: className ? `icon ${className}` : "icon",
        ...(children || named(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...data.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
  return Icon;
}
