/**
 * Seed artwork: varied pictures drawn as SVG and rendered by sharp at seed time (no downloads), so
 * the local product looks like a real feed. Each picture is a composition of one of several kinds
 * (landscape, sun and sea, interior, plant, plate of food, pattern, abstract shapes, a poster with
 * a word) in a theme's palette, at one of the product's aspect ratios. A seeded random source
 * makes the same seed draw the same pictures (and so the same content-addressed keys) every time.
 */

/** Deterministic random numbers in [0, 1) (mulberry32). */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
const between = (r: Random, min: number, max: number) => min + r() * (max - min);
const round = (n: number) => Math.round(n * 10) / 10;

/** Width × height of the originals: 2:3, 1:1, 3:4, 9:16 (and a few wide ones). */
export const ASPECTS = {
  "2:3": [474, 711],
  "1:1": [474, 474],
  "3:4": [474, 632],
  "9:16": [474, 843],
  "16:9": [474, 267],
} as const;
export type Aspect = keyof typeof ASPECTS;

export type Kind = "landscape" | "sea" | "interior" | "plant" | "plate" | "pattern" | "shapes" | "poster";

export interface Palette {
  /** Background light to dark, then accents. */
  colors: readonly string[];
}

export const PALETTES = {
  terracotta: { colors: ["#f6efe6", "#e9c9a8", "#d98e64", "#b55d3c", "#6b3a2a", "#2f4858"] },
  forest: { colors: ["#eef2e6", "#b7c9a8", "#7a9a6b", "#4c6e4a", "#2d4030", "#d8a25e"] },
  ocean: { colors: ["#eaf4f7", "#a9d3e0", "#5aa2bd", "#2b6c8f", "#173f5f", "#f2c14e"] },
  dusk: { colors: ["#fde2e4", "#f7a8b8", "#c17ba8", "#6d5b97", "#2e2a4f", "#ffb86b"] },
  citrus: { colors: ["#fff8e1", "#ffe08a", "#ffb347", "#f26b38", "#3d7a57", "#1f3b2f"] },
  nordic: { colors: ["#f5f5f2", "#e0ddd5", "#c3b9a8", "#8c8377", "#4a4844", "#9bb0a5"] },
  berry: { colors: ["#fbeff2", "#f1b6c6", "#d2577f", "#8e2450", "#3d1530", "#6ea47b"] },
  ink: { colors: ["#f2f0ea", "#d6d2c4", "#9aa5b1", "#52606d", "#1f2933", "#e0a458"] },
} satisfies Record<string, Palette>;
export type PaletteName = keyof typeof PALETTES;

const c = (p: Palette, i: number) => p.colors[i % p.colors.length]!;

function landscape(r: Random, w: number, h: number, p: Palette): string {
  const horizon = h * between(r, 0.45, 0.62);
  const sun = `<circle cx="${round(between(r, 0.2, 0.8) * w)}" cy="${round(horizon - between(r, 0.1, 0.25) * h)}" r="${round(between(r, 0.06, 0.12) * w)}" fill="${c(p, 5)}" opacity="0.9"/>`;
  const ridges = [0, 1, 2].map((layer) => {
    const base = horizon + layer * h * 0.1;
    const points: string[] = [`0,${h}`, `0,${round(base)}`];
    const steps = 5 + Math.floor(r() * 4);
    for (let i = 1; i < steps; i++)
      points.push(`${round((i / steps) * w)},${round(base - between(r, 0.05, 0.22) * h * (1 - layer * 0.25))}`);
    points.push(`${w},${round(base)}`, `${w},${h}`);
    return `<polygon points="${points.join(" ")}" fill="${c(p, 2 + layer)}"/>`;
  });
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c(p, 1)}"/><stop offset="1" stop-color="${c(p, 0)}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/>${sun}${ridges.join("")}`;
}

function sea(r: Random, w: number, h: number, p: Palette): string {
  const horizon = h * between(r, 0.4, 0.55);
  const waves = Array.from({ length: 6 }, (_, i) => {
    const y = horizon + (i + 1) * ((h - horizon) / 7);
    const amp = between(r, 4, 14);
    const len = between(r, 60, 120);
    let d = `M0 ${round(y)}`;
    for (let x = 0; x <= w + len; x += len) d += ` q${round(len / 4)} ${round(-amp)} ${round(len / 2)} 0 t${round(len / 2)} 0`;
    return `<path d="${d} V${h} H0 Z" fill="${c(p, 2 + (i % 3))}" opacity="${round(0.35 + i * 0.1)}"/>`;
  });
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c(p, 5)}"/><stop offset="1" stop-color="${c(p, 0)}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${round(w * between(r, 0.3, 0.7))}" cy="${round(horizon)}" r="${round(w * between(r, 0.1, 0.18))}" fill="${c(p, 5)}"/><rect y="${round(horizon)}" width="${w}" height="${round(h - horizon)}" fill="${c(p, 3)}"/>${waves.join("")}`;
}

function interior(r: Random, w: number, h: number, p: Palette): string {
  const floor = h * between(r, 0.68, 0.78);
  const sofaW = w * between(r, 0.55, 0.75);
  const sofaX = (w - sofaW) / 2;
  const sofaY = floor - h * 0.16;
  const count = 1 + Math.floor(r() * 3);
  const frames = Array.from({ length: count }, (_, i) => {
    const fw = w * between(r, 0.14, 0.22);
    const fh = fw * between(r, 1, 1.4);
    const x = sofaX + ((i + 0.5) / count) * sofaW - fw / 2;
    return `<rect x="${round(x)}" y="${round(sofaY - fh - h * 0.08)}" width="${round(fw)}" height="${round(fh)}" fill="${c(p, 1 + i)}" stroke="${c(p, 4)}" stroke-width="6"/>`;
  });
  const lamp = `<line x1="${round(w * 0.88)}" y1="${round(floor)}" x2="${round(w * 0.88)}" y2="${round(sofaY - h * 0.1)}" stroke="${c(p, 4)}" stroke-width="4"/><path d="M${round(w * 0.8)} ${round(sofaY - h * 0.1)} h${round(w * 0.16)} l-${round(w * 0.03)} -${round(h * 0.07)} h-${round(w * 0.1)} z" fill="${c(p, 5)}"/>`;
  return `<rect width="${w}" height="${h}" fill="${c(p, 0)}"/><rect y="${round(floor)}" width="${w}" height="${round(h - floor)}" fill="${c(p, 2)}"/>${frames.join("")}<rect x="${round(sofaX)}" y="${round(sofaY)}" width="${round(sofaW)}" height="${round(h * 0.13)}" rx="18" fill="${c(p, 3)}"/><rect x="${round(sofaX + 12)}" y="${round(sofaY - h * 0.06)}" width="${round(sofaW - 24)}" height="${round(h * 0.09)}" rx="14" fill="${c(p, 4)}"/>${lamp}`;
}

function plant(r: Random, w: number, h: number, p: Palette): string {
  const potW = w * between(r, 0.3, 0.42);
  const potH = h * 0.2;
  const potX = (w - potW) / 2;
  const potY = h * 0.72;
  const leaves = Array.from({ length: 7 + Math.floor(r() * 6) }, () => {
    const angle = between(r, -75, 75);
    const len = h * between(r, 0.18, 0.34);
    return `<ellipse cx="${round(w / 2)}" cy="${round(potY - len / 2)}" rx="${round(len * 0.16)}" ry="${round(len / 2)}" fill="${c(p, 2 + Math.floor(r() * 3))}" transform="rotate(${round(angle)} ${round(w / 2)} ${round(potY)})"/>`;
  });
  return `<rect width="${w}" height="${h}" fill="${c(p, 0)}"/><circle cx="${round(w * 0.75)}" cy="${round(h * 0.22)}" r="${round(w * 0.2)}" fill="${c(p, 1)}"/>${leaves.join("")}<path d="M${round(potX)} ${round(potY)} h${round(potW)} l-${round(potW * 0.1)} ${round(potH)} h-${round(potW * 0.8)} z" fill="${c(p, 5)}"/><rect y="${round(potY + potH)}" width="${w}" height="${round(h - potY - potH)}" fill="${c(p, 1)}"/>`;
}

function plate(r: Random, w: number, h: number, p: Palette): string {
  const cx = w / 2;
  const cy = h * between(r, 0.45, 0.55);
  const R = Math.min(w, h) * between(r, 0.32, 0.4);
  const bits = Array.from({ length: 10 + Math.floor(r() * 12) }, () => {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * R * 0.7;
    return `<circle cx="${round(cx + Math.cos(a) * d)}" cy="${round(cy + Math.sin(a) * d)}" r="${round(between(r, 0.06, 0.16) * R)}" fill="${c(p, 2 + Math.floor(r() * 4))}" opacity="0.92"/>`;
  });
  const cloth = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${round((i * w) / 8)}" width="${round(w / 16)}" height="${h}" fill="${c(p, 1)}" opacity="0.5"/>`,
  );
  return `<rect width="${w}" height="${h}" fill="${c(p, 0)}"/>${cloth.join("")}<circle cx="${round(cx + 6)}" cy="${round(cy + 8)}" r="${round(R)}" fill="#000" opacity="0.12"/><circle cx="${round(cx)}" cy="${round(cy)}" r="${round(R)}" fill="#fff"/><circle cx="${round(cx)}" cy="${round(cy)}" r="${round(R * 0.8)}" fill="${c(p, 0)}"/>${bits.join("")}<rect x="${round(cx + R + 14)}" y="${round(cy - R * 0.8)}" width="10" height="${round(R * 1.6)}" rx="5" fill="${c(p, 4)}"/>`;
}

function pattern(r: Random, w: number, h: number, p: Palette): string {
  const size = Math.round(between(r, 48, 96));
  const tiles: string[] = [];
  for (let y = 0; y < h; y += size) {
    for (let x = 0; x < w; x += size) {
      const fill = c(p, 1 + Math.floor(r() * 5));
      const kind = Math.floor(r() * 4);
      if (kind === 0) tiles.push(`<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${round(size * 0.42)}" fill="${fill}"/>`);
      else if (kind === 1) tiles.push(`<path d="M${x} ${y} h${size} v${size} z" fill="${fill}"/>`);
      else if (kind === 2) tiles.push(`<path d="M${x} ${y + size} a${size} ${size} 0 0 1 ${size} -${size} v${size} z" fill="${fill}"/>`);
      else
        tiles.push(
          `<rect x="${x + size * 0.2}" y="${y + size * 0.2}" width="${round(size * 0.6)}" height="${round(size * 0.6)}" fill="${fill}"/>`,
        );
    }
  }
  return `<rect width="${w}" height="${h}" fill="${c(p, 0)}"/>${tiles.join("")}`;
}

function shapes(r: Random, w: number, h: number, p: Palette): string {
  const blobs = Array.from({ length: 5 + Math.floor(r() * 5) }, () => {
    const x = r() * w;
    const y = r() * h;
    const rad = between(r, 0.12, 0.4) * w;
    return r() < 0.5
      ? `<circle cx="${round(x)}" cy="${round(y)}" r="${round(rad)}" fill="${c(p, 1 + Math.floor(r() * 5))}" opacity="${round(between(r, 0.55, 0.95))}"/>`
      : `<rect x="${round(x - rad / 2)}" y="${round(y - rad / 2)}" width="${round(rad)}" height="${round(rad * between(r, 0.6, 1.8))}" rx="${round(rad * 0.1)}" fill="${c(p, 1 + Math.floor(r() * 5))}" opacity="${round(between(r, 0.55, 0.95))}" transform="rotate(${round(between(r, -30, 30))} ${round(x)} ${round(y)})"/>`;
  });
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c(p, 0)}"/><stop offset="1" stop-color="${c(p, 1)}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${blobs.join("")}`;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function poster(r: Random, w: number, h: number, p: Palette, word: string): string {
  const size = Math.min(96, Math.floor((w * 1.5) / Math.max(4, word.length)));
  return `${shapes(r, w, h, p)}<rect x="24" y="${round(h - size * 2.2)}" width="${w - 48}" height="${round(size * 1.7)}" rx="16" fill="${c(p, 0)}" opacity="0.88"/><text x="${w / 2}" y="${round(h - size * 0.95)}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-weight="700" font-size="${size}" fill="${c(p, 4)}">${escapeXml(word)}</text>`;
}

/**
 * The SVG source of one picture.
 *
 * @example
 * const svg = artwork({ kind: "landscape", aspect: "2:3", palette: "dusk", seed: 7 });
 * const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
 */
export function artwork({
  kind,
  aspect,
  palette,
  seed,
  word = "",
}: {
  kind: Kind;
  aspect: Aspect;
  palette: PaletteName;
  seed: number;
  word?: string;
}): string {
  const [w, h] = ASPECTS[aspect];
  const r = randomSource(seed);
  const p = PALETTES[palette];
  const body =
    kind === "landscape"
      ? landscape(r, w, h, p)
      : kind === "sea"
        ? sea(r, w, h, p)
        : kind === "interior"
          ? interior(r, w, h, p)
          : kind === "plant"
            ? plant(r, w, h, p)
            : kind === "plate"
              ? plate(r, w, h, p)
              : kind === "pattern"
                ? pattern(r, w, h, p)
                : kind === "poster"
                  ? poster(r, w, h, p, word)
                  : shapes(r, w, h, p);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** A tiny icon-sized picture (both sides under 120 px): the feed shows such pins without their image. */
export function tinyArtwork(seed: number, palette: PaletteName): string {
  const r = randomSource(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96">${shapes(r, 96, 96, PALETTES[palette])}</svg>`;
}
