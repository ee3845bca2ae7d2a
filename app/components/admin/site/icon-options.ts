/** The drawn icons a service may show, as the admin's choices name them, in the admin's language (docs/product.md §11). */
import type { Locale } from "../../../../domain/locales";
import { SERVICE_ICONS, type ServiceIcon } from "../../../../domain/site-content";
import * as m from "../../../i18n/messages";

const ICON_LABELS: Record<ServiceIcon, (locale: Locale) => string> = {
  house: m.adminSiteIconHouse,
  "paint-roller": m.adminSiteIconPaintRoller,
  shovel: m.adminSiteIconShovel,
  "brick-wall": m.adminSiteIconBrickWall,
  zap: m.adminSiteIconZap,
  sofa: m.adminSiteIconSofa,
  hammer: m.adminSiteIconHammer,
  "pencil-ruler": m.adminSiteIconPencilRuler,
};

export function iconOptions(locale: Locale): { value: ServiceIcon; label: string }[] {
  return SERVICE_ICONS.map((value) => ({ value, label: ICON_LABELS[value](locale) }));
}
