/** The drawn icons a service may show, as the admin's choices name them. */
import { SERVICE_ICONS, type ServiceIcon } from "../../../../domain/site-content";

const ICON_LABELS: Record<ServiceIcon, string> = {
  house: "House",
  "paint-roller": "Paint roller",
  shovel: "Shovel",
  "brick-wall": "Brick wall",
  zap: "Lightning (electrical)",
  sofa: "Sofa (interiors)",
  hammer: "Hammer",
  "pencil-ruler": "Pencil and ruler (design)",
};

export const ICON_OPTIONS = SERVICE_ICONS.map((value) => ({ value, label: ICON_LABELS[value] }));
