/**
 * Why: a person is shown the same way everywhere — their picture, or else the first letter of
 * their name on one of the default colours (users.avatar_color_index picks it). Decorative by
 * default, because the name is nearly always written beside it; pass `label` when it stands alone.
 */

import { imageKeyOf, variantAtLeast, variantUrl } from "~common/saving/images";

/** Default avatar colours, indexed by the user's avatar_color_index (AVATAR_COLOR_COUNT of them). */
const AVATAR_COLORS = ["#e60023", "#0074e8", "#00a86b", "#c26a00", "#8a2be2", "#d6337b", "#006d77", "#5a5a5a", "#b8860b"];

export interface AvatarProps {
  name: string;
  colorIndex: number;
  imageUrl: string | null;
  /** Width and height in px. */
  size?: number;
  /** Accessible name when no text beside the avatar names the person. */
  label?: string;
}

/**
 * @example
 * <Avatar name={user.full_name} colorIndex={user.avatar_color_index} imageUrl={user.image_large_url} />
 * <Avatar name="Jane Doe" colorIndex={3} imageUrl={null} size={96} label="Jane Doe" />
 */
export function Avatar({ name, colorIndex, imageUrl, size = 32, label }: AvatarProps) {
  if (imageUrl) {
    // A picture stored here comes as the variant its drawn size needs, 1× to 3× (docs/decisions/044).
    const key = imageKeyOf(imageUrl);
    const at = (density: number) => (key ? variantUrl(key, variantAtLeast(size * density)) : imageUrl);
    const srcSet = key ? `${at(1)} 1x, ${at(2)} 2x, ${at(3)} 3x` : undefined;
    return <img className="avatar" src={at(1)} srcSet={srcSet} alt={label ?? ""} width={size} height={size} />;
  }
  const initial = [...name.trim()][0]?.toUpperCase() ?? "?";
  const color = AVATAR_COLORS[((colorIndex % AVATAR_COLORS.length) + AVATAR_COLORS.length) % AVATAR_COLORS.length];
  return (
    <span
      className="avatar"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      style={{ width: size, height: size, fontSize: size * 0.45, background: color }}
    >
      {initial}
    </span>
  );
}
