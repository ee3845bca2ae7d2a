import { BrickWall, Hammer, House, PaintRoller, PencilRuler, Shovel, Sofa, Zap, type LucideIcon } from "lucide-react";
import type { ServiceIcon as ServiceIconName } from "../../content/services";

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

/** A service's icon by the name stored in app/content/services.ts (each lucide icon imported on its own). */
export function ServiceIcon({ name, className = "size-6" }: { name: ServiceIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
