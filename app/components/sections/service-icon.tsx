import BrickWall from "lucide-react/icons/brick-wall";
import Hammer from "lucide-react/icons/hammer";
import House from "lucide-react/icons/house";
import PaintRoller from "lucide-react/icons/paint-roller";
import PencilRuler from "lucide-react/icons/pencil-ruler";
import Shovel from "lucide-react/icons/shovel";
import Sofa from "lucide-react/icons/sofa";
import Zap from "lucide-react/icons/zap";
import type { LucideIcon } from "lucide-react";
import type { ServiceIcon as ServiceIconName } from "../../../domain/site-content";

const ICONS: Record<ServiceIconName, LucideIcon> = {
  house: House,
  "paint-roller": PaintRoller,
  shovel: Shovel,
  "brick-wall": BrickWall,
  zap: Zap,
  sofa: Sofa,
  hammer: Hammer,
  "pencil-ruler": PencilRuler,
};

/** A service's icon by its name in the site's content (each lucide icon imported on its own). */
export function ServiceIcon({ name, className = "size-6" }: { name: ServiceIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
