/**
 * Why: saving (saving.md §4 "Save progress", §7 create on the pin resource) is the product's core
 * write. A save creates a Pin on one of the viewer's boards (optionally in one of its sections):
 * from an image (an upload, or an image already stored here) or, as a repin, from a Pin the viewer
 * can see (`pin_id`). Everything that changes with it changes in ONE D1 batch, a single
 * transaction, so concurrent saves never lose a count: the Pin row, the board's pin_count +1 and
 * last_pinned_at, the section's pin_count +1, the viewer's pin_count +1, and the cover rule
 * (common/saving/rules/cover.ts, applied in SQL against the board's cover at that moment).
 */
import { hashtagText } from "~common/business/search";
import { SEVERITY } from "~common/business/advisories";
import { ApiError } from "~common/errors";
import { IMAGE_URL_PATTERN } from "~common/saving/images";
import { linkDomain } from "~common/saving/rules";
import type { Pin, PinCreateBody } from "~common/saving/schemas";
import { pinSensitivity } from "../../business/advisories";
import { canEditBoard, canSeeBoard, VISIBLE_BOARD_SQL } from "../access";
import { findBoardFacts } from "../boards";
import { storeBase64Image } from "../images";
import { isConstraintError } from "../sql";
import { findVisiblePin } from "./pins-repo";

/** Where the new Pin's image comes from: a stored image's key, plus the row to add for an upload. */
interface ImageSource {
  key: string;
  upload?: { ext: string; width: number; height: number; dominantColor: string };
}

/** An image URL of this service (`/i/…`, relative or on `origin`) → its key, else null. */
export function storedImageKey(imageUrl: string, origin: string): string | null {
  let path = imageUrl;
  if (!imageUrl.startsWith("/")) {
    try {
      const url = new URL(imageUrl);
      if (url.origin !== origin) return null;
      path = url.pathname;
    } catch {
      return null;
    }
  }
  return IMAGE_URL_PATTERN.exec(path)?.[2] ?? null;
}

async function imageSource(db: D1Database, bucket: R2Bucket, body: PinCreateBody, origin: string): Promise<ImageSource> {
  if (body.image_base64 !== undefined) {
    const uploaded = await storeBase64Image(bucket, body.image_base64, body.color);
    return { key: uploaded.key, upload: uploaded };
  }
  if (body.image_url !== undefined) {
    const key = storedImageKey(body.image_url, origin);
    const known = key ? await db.prepare("SELECT key FROM images WHERE key = ?").bind(key).first() : null;
    if (!known) throw new ApiError("PIN_IMAGE_URL_UNSUPPORTED", { data: { field: "image_url" } });
    return { key: key! };
  }
  throw new ApiError("PIN_IMAGE_MISSING", { data: { field: "image_url" } });
}

function checkedLink(link: string | undefined | null): { link: string | null; domain: string | null } {
  if (link === undefined || link === null || link.trim() === "") return { link: null, domain: null };
  const domain = linkDomain(link.trim());
  if (!domain) throw new ApiError("PIN_LINK_INVALID", { data: { field: "link" } });
  return { link: link.trim(), domain };
}

export interface SaveContext {
  db: D1Database;
  bucket: R2Bucket;
  viewerId: string;
  /** The API's origin, for telling our own image URLs from others. */
  origin: string;
  /** The saver's country (advisories may be country-specific). */
  country: string | null;
}

/**
 * Saves: creates a Pin (or a repin with `pin_id`) on the viewer's board and returns it.
 *
 * @example
 * const pin = await savePin({ db: env.DB, bucket: env.IMAGES, viewerId, origin, country: null }, { board_id: "12", pin_id: "101" });
 */
export async function savePin(ctx: SaveContext, body: PinCreateBody): Promise<Pin> {
  const { db, viewerId } = ctx;
  const boardId = Number(body.board_id);
  const sectionId = body.section === undefined || body.section === null ? null : Number(body.section);
  // The board, the section and a repin's source are independent reads: made at once, judged in order.
  const [board, section, source] = await Promise.all([
    findBoardFacts(db, boardId, viewerId),
    sectionId === null ? null : db.prepare("SELECT id FROM board_sections WHERE id = ? AND board_id = ?").bind(sectionId, boardId).first(),
    body.pin_id === undefined
      ? null
      : db
          .prepare(
            `SELECT p.id, i.key AS image_key, p.title, p.description, p.link, d.domain, p.pinner_id
             FROM pins p JOIN images i ON i.id = p.image_id JOIN boards b ON b.id = p.board_id LEFT JOIN link_domains d ON d.id = p.link_domain_id
             WHERE p.id = ? AND ${VISIBLE_BOARD_SQL("b")}`,
          )
          .bind(Number(body.pin_id), viewerId)
          .first<{
            id: number;
            image_key: string;
            title: string;
            description: string;
            link: string | null;
            domain: string | null;
            pinner_id: string;
          }>(),
  ]);
  if (!board || !canSeeBoard(board, viewerId)) throw new ApiError("BOARD_NOT_FOUND", { data: { field: "board_id" } });
  if (!canEditBoard(board, viewerId)) throw new ApiError("NOT_BOARD_OWNER", { data: { field: "board_id" } });
  if (sectionId !== null && !section) throw new ApiError("SECTION_NOT_ON_BOARD", { data: { field: "section" } });

  // What the Pin shows: its source's, for a repin; the request's, for a new Pin.
  let fields: {
    imageKey: string;
    title: string;
    description: string;
    link: string | null;
    domain: string | null;
    repinOf: number | null;
    via: string | null;
  };
  let upload: ImageSource["upload"];
  if (body.pin_id !== undefined) {
    if (!source) throw new ApiError("PIN_NOT_FOUND", { data: { field: "pin_id" } });
    // saving.md §2 sensitive content: an ABUSIVE Pin's notice has no way on, and neither has the API.
    if ((await pinSensitivity(db, source, ctx.country))?.severity === SEVERITY.ABUSIVE)
      throw new ApiError("PIN_NOT_SAVEABLE", { data: { field: "pin_id" } });
    const { link, domain } = body.link === undefined ? { link: source.link, domain: source.domain } : checkedLink(body.link);
    fields = {
      imageKey: source.image_key,
      title: body.title?.trim() ?? source.title,
      description: body.description?.trim() ?? source.description,
      link,
      domain,
      repinOf: source.id,
      via: source.pinner_id,
    };
  } else {
    const { link, domain } = checkedLink(body.link);
    const image = await imageSource(db, ctx.bucket, body, ctx.origin);
    upload = image.upload;
    fields = {
      imageKey: image.key,
      title: body.title?.trim() ?? "",
      description: body.description?.trim() ?? "",
      link,
      domain,
      repinOf: null,
      via: null,
    };
  }

  const now = Math.floor(Date.now() / 1000);
  const statements: D1PreparedStatement[] = [];
  if (upload) {
    statements.push(
      db
        .prepare(
          "INSERT OR IGNORE INTO images (key, original_ext, width, height, dominant_color, sized, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)",
        )
        .bind(fields.imageKey, upload.ext, upload.width, upload.height, upload.dominantColor, now),
    );
  }
  if (fields.domain)
    statements.push(db.prepare("INSERT INTO link_domains (domain) VALUES (?) ON CONFLICT (domain) DO NOTHING").bind(fields.domain));
  const insertAt = statements.length;
  statements.push(
    db
      .prepare(
        `INSERT INTO pins (board_id, section_id, pinner_id, image_id, title, description, hashtags, link, link_domain_id, repin_of_id, via_pinner_id, method, guid, created_at)
         VALUES (?, ?, ?, (SELECT id FROM images WHERE key = ?), ?, ?, ?, ?, (SELECT id FROM link_domains WHERE domain = ?), ?, ?, ?, ?, ?)
         RETURNING id`,
      )
      .bind(
        boardId,
        sectionId,
        viewerId,
        fields.imageKey,
        fields.title,
        fields.description,
        hashtagText(fields.description), // the search index's hashtags column (migration 0021)
        fields.link,
        fields.domain,
        fields.repinOf,
        fields.via,
        fields.repinOf === null ? (body.method ?? "uploaded") : "repin",
        body.guid ?? null,
        now,
      ),
    // The cover rule (common/saving/rules/cover.ts coverAfterSave): this Pin when the board has no
    // cover or the save went to a section. last_insert_rowid() is the Pin just inserted.
    db
      .prepare(
        `UPDATE boards SET pin_count = pin_count + 1, last_pinned_at = ?1, updated_at = ?1,
           cover_pin_id = CASE WHEN cover_pin_id IS NULL OR ?2 IS NOT NULL THEN last_insert_rowid() ELSE cover_pin_id END
         WHERE id = ?3`,
      )
      .bind(now, sectionId, boardId),
    db.prepare("UPDATE users SET pin_count = pin_count + 1 WHERE id = ?").bind(viewerId),
  );
  if (sectionId !== null) {
    statements.push(db.prepare("UPDATE board_sections SET pin_count = pin_count + 1, updated_at = ? WHERE id = ?").bind(now, sectionId));
  }

  let pinId: number;
  try {
    const results = await db.batch<{ id: number }>(statements);
    pinId = results[insertAt]!.results[0]!.id;
  } catch (err) {
    // The board or section went away between the checks and the batch.
    if (isConstraintError(err, "FOREIGN KEY")) throw new ApiError("BOARD_NOT_FOUND", { data: { field: "board_id" } });
    throw err;
  }
  return (await findVisiblePin(db, pinId, viewerId))!;
}
