/** Default avatar colours, indexed by the user's avatar_color_index (AVATAR_COLOR_COUNT of them). */
const AVATAR_COLORS = ["#e60023", "#0074e8", "#00a86b", "#c26a00", "#8a2be2", "#d6337b", "#006d77", "#5a5a5a", "#b8860b"];

export function Avatar({ name, colorIndex, imageUrl, size = 32 }: { name: string; colorIndex: number; imageUrl: string | null; size?: number }) {
  if (imageUrl) return <img className="avatar" src={imageUrl} alt="" width={size} height={size} />;
  const initial = [...name.trim()][0]?.toUpperCase() ?? "?";
  return (
    <span
      className="avatar"
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: size * 0.45, background: AVATAR_COLORS[colorIndex % AVATAR_COLORS.length] }}
    >
      {initial}
    </span>
  );
}
