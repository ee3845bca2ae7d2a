/** The pieces the side menu and the phone drawer share: a link that marks the current page, and Logout. */
import LogOut from "lucide-react/icons/log-out";
import { Link } from "react-router";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { usePerson } from "../../lib/person";
import { allowedLinks, isLinkActive, type AdminLink } from "./admin-nav";

export interface MenuLinkProps {
  link: AdminLink;
  pathname: string;
  /** Classes for the current page's link and for the others (the side menu fills it, the drawer tints it). */
  activeClass: string;
  idleClass: string;
  onClick?: () => void;
}

export function MenuLink({ link, pathname, activeClass, idleClass, onClick }: MenuLinkProps) {
  const locale = useLocale();
  const active = isLinkActive(link.to, pathname);
  const Icon = link.icon;
  return (
    <li>
      <Link
        to={link.to}
        onClick={onClick}
        aria-current={active ? "page" : undefined}
        className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium transition-colors ${active ? activeClass : idleClass}`}
      >
        <Icon aria-hidden="true" className="size-5" />
        {link.text(locale)}
      </Link>
    </li>
  );
}

/**
 * A titled group of links (the side menu's "Create New", the drawer's "Site"): those the signed-in
 * person's role may follow; none, and the group is not shown.
 */
export function MenuGroup({
  title,
  links,
  className = "",
  ...link
}: Omit<MenuLinkProps, "link"> & { title?: string; links: AdminLink[]; className?: string }) {
  const allowed = allowedLinks(links, usePerson());
  if (allowed.length === 0) return null;
  return (
    <div className={className}>
      {title ? <h2 className="mb-2 px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase">{title}</h2> : null}
      <ul className="space-y-1">
        {allowed.map((item) => (
          <MenuLink key={item.to} link={item} {...link} />
        ))}
      </ul>
    </div>
  );
}

export function LogoutButton({ onLogout, className = "" }: { onLogout: () => void; className?: string }) {
  const locale = useLocale();
  return (
    <button
      type="button"
      onClick={onLogout}
      className={`flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 font-medium text-red-800 hover:bg-red-50 ${className}`}
    >
      <LogOut aria-hidden="true" className="size-5" />
      {m.adminFrameLogout(locale)}
    </button>
  );
}
