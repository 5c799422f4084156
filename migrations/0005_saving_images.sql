-- Saving (saving.md §3 Pin images, linkDomain): the media of pins and the link domains they point to.
--
-- One row per stored image, content-addressed: `key` is the SHA-256 (first 32 hex digits) of the
-- original's bytes. Its R2 objects (binding IMAGES, docs/decisions/010-images.md) are
-- `originals/{key}.{original_ext}` and, when `sized` is 1, `236x/{key}.webp` and `170x/{key}.webp`
-- (made once by the Node upload path, scripts/images/). The Worker serves them at /i/{size}/{file}.
CREATE TABLE images (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE CHECK (length(key) = 32),
  original_ext TEXT NOT NULL CHECK (original_ext IN ('jpg', 'png', 'webp', 'gif')),
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  -- '#rrggbb', shown while the image loads (saving.md §3 dominantColor)
  dominant_color TEXT NOT NULL CHECK (dominant_color GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'),
  -- 1 when the 236x and 170x WebP sizes exist; 0 for an original-only upload (served for every size)
  sized INTEGER NOT NULL DEFAULT 0 CHECK (sized IN (0, 1)),
  -- epoch seconds
  created_at INTEGER NOT NULL
);

-- The host of a pin's link (lower-case, without "www."), and the user who officially speaks for it
-- (saving.md §2 "A follow card for the pin's link-domain official user").
CREATE TABLE link_domains (
  id INTEGER PRIMARY KEY,
  domain TEXT NOT NULL UNIQUE,
  official_user_id TEXT REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX link_domains_official_user ON link_domains(official_user_id) WHERE official_user_id IS NOT NULL;
