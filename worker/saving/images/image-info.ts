/**
 * Why: an image uploaded through the API (POST /v3/pins/ image_base64) is stored as it came
 * (docs/decisions/010-images.md), and its format and size are read from the file header here,
 * with no image library: PNG (IHDR), GIF (logical screen), JPEG (the first SOFn marker) and WebP
 * (VP8, VP8L, VP8X). Anything else, or a header that does not add up, is not an image.
 */
import type { OriginalExtension } from "~common/saving/images";
import { MAX_PIN_IMAGE_PIXELS, MAX_PIN_IMAGE_SIDE } from "~common/saving/constants";

export interface ImageInfo {
  ext: OriginalExtension;
  width: number;
  height: number;
}

const ascii = (b: Uint8Array, at: number, text: string) => [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);

function jpeg(b: Uint8Array): ImageInfo | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RSTn.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { ext: "jpg", height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webp(b: Uint8Array): ImageInfo | null {
  if (b.length < 30) return null;
  if (ascii(b, 12, "VP8 ")) {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { ext: "webp", width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (ascii(b, 12, "VP8L")) {
    if (b[20] !== 0x2f) return null;
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { ext: "webp", width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, "VP8X")) return { ext: "webp", width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/**
 * Format and dimensions of an image file, or null when it is not a JPEG, PNG, WebP or GIF.
 *
 * @example
 * imageInfo(pngBytes); // { ext: "png", width: 240, height: 360 }
 */
export function imageInfo(b: Uint8Array): ImageInfo | null {
  let info: ImageInfo | null = null;
  if (b.length >= 24 && b[0] === 0x89 && ascii(b, 1, "PNG\r\n\x1a\n") && ascii(b, 12, "IHDR")) {
    info = { ext: "png", width: u32be(b, 16), height: u32be(b, 20) };
  } else if (b.length >= 10 && (ascii(b, 0, "GIF87a") || ascii(b, 0, "GIF89a"))) {
    info = { ext: "gif", width: u16le(b, 6), height: u16le(b, 8) };
  } else if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    info = jpeg(b);
  } else if (b.length >= 16 && ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP")) {
    info = webp(b);
  }
  if (!info || info.width < 1 || info.height < 1 || info.width > MAX_PIN_IMAGE_SIDE || info.height > MAX_PIN_IMAGE_SIDE) return null;
  return info;
}

/**
 * The image a Pin may be made from (POST /v3/pins/ image_base64, the pin builder's upload): an
 * image by its bytes (`imageInfo`) that declares at most MAX_PIN_IMAGE_PIXELS, so a small file
 * declaring a huge picture (a decompression bomb) never reaches the sizes drawn from it.
 *
 * @example
 * const info = pinImageInfo(bytes); // null: 400 PIN_IMAGE_INVALID
 */
export function pinImageInfo(b: Uint8Array): ImageInfo | null {
  const info = imageInfo(b);
  return info && info.width * info.height <= MAX_PIN_IMAGE_PIXELS ? info : null;
}
