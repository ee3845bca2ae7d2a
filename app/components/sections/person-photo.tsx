import type { ImageInfo } from "../../../domain/entities";
import { ResponsiveImage } from "../ui/responsive-image";
import { InitialsAvatar } from "./initials-avatar";

/** "Dr. Lakshmi Pillai" → "LP": the first letters of the first and last names, titles left out. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word && !/^(dr|mr|mrs|ms|er|prof)\.?$/i.test(word))
    .map((word) => word.replace(/[^\p{L}]/gu, ""))
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [words[0]?.[0]];
  return letters.join("").toUpperCase();
}

/** A person's photo, round; their initials in a coloured circle until a photo is uploaded. */
export function PersonPhoto({
  name,
  photo,
  info,
  index = 0,
  size = "md",
}: {
  name: string;
  photo: string | null;
  info?: ImageInfo;
  index?: number;
  size?: "md" | "lg";
}) {
  if (!photo) return <InitialsAvatar initials={initialsOf(name)} index={index} size={size} />;
  return (
    <ResponsiveImage
      name={photo}
      alt=""
      info={info}
      sizes={size === "lg" ? "96px" : "48px"}
      className={`shrink-0 rounded-full object-cover ${size === "lg" ? "size-24" : "size-12"}`}
    />
  );
}
