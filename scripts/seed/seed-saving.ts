/**
 * The local seed of `npm start` / `npm run preview`: the demo account (whenever it is missing),
 * then the saving content: pinners (the demo account among them), boards
 * and sections, 300+ pins (originals and repins) with pictures drawn at seed time (sized by the Worker), link
 * domains with official users, follows, and every counter and cover as the API keeps them. It
 * writes through wrangler's platform proxy straight into the local state under .wrangler/ (the
 * same D1 and R2 the dev server reads): the images through the upload path
 * (scripts/images/process-image.ts), the rows in ONE D1 batch, so a seed is all or nothing.
 * Idempotent: it does nothing when the seeded pinners exist.
 */
import sharp from "sharp";
import { coverAfterSave } from "~common/saving/rules/cover";
import { linkDomain } from "~common/saving/rules/link";
import { slugify, uniqueSlug } from "~common/saving/rules/slug";
import { hashPassword, verifyPassword } from "~worker/auth/password/password-hash";
import { processImage, storeImage, type ProcessedImage } from "../images/process-image";
import { FACEBOOK_SEED_ACCOUNTS, facebookAccountStatements } from "./seed-facebook";
import { artwork, randomSource, tinyArtwork, type Aspect, type Random } from "./artwork";
import { localPlatform } from "./local-platform";
import { DESCRIPTION_ENDINGS, SEED_BOARDS, SEED_DOMAINS, SEED_FOLLOWS, SEED_REPIN_BOARDS, SEED_USERS } from "./catalogue";

/** The demo account scripts/local-db.ts creates; its content is seeded when it exists. */
export const DEMO_USER_ID = "demo-user";
const DAY = 86_400;

interface PlannedImage {
  id: number;
  svg: string;
}

interface PlannedPin {
  id: number;
  boardId: number;
  sectionId: number | null;
  pinnerId: string;
  imageId: number;
  title: string;
  description: string;
  link: string | null;
  repinOf: number | null;
  viaPinner: string | null;
  createdAt: number;
}

interface PlannedBoard {
  id: number;
  ownerId: string;
  name: string;
  slug: string;
  description: string;
  privacy: "public" | "secret";
  position: number;
  createdAt: number;
  sections: { id: number; title: string; slug: string; createdAt: number }[];
}

export interface SeedPlan {
  users: typeof SEED_USERS;
  boards: PlannedBoard[];
  images: PlannedImage[];
  pins: PlannedPin[];
  follows: [string, string][];
}

const pick = <T>(r: Random, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

function aspectFor(r: Random): Aspect {
  const x = r();
  return x < 0.45 ? "2:3" : x < 0.65 ? "3:4" : x < 0.85 ? "1:1" : x < 0.95 ? "9:16" : "16:9";
}

/**
 * Everything to create, decided up front from a fixed random source (the same plan every run).
 * `base` ids continue after what the tables already hold; `withDemo` says whether the demo
 * account exists to own its boards.
 */
export function planSeed({
  now,
  withDemo,
  base,
}: {
  now: number;
  withDemo: boolean;
  base: { board: number; section: number; pin: number };
}): SeedPlan {
  const r = randomSource(20_261_123);
  const owners = new Set([...SEED_USERS.map((u) => u.id), ...(withDemo ? [DEMO_USER_ID] : [])]);
  const boards: PlannedBoard[] = [];
  const images: PlannedImage[] = [];
  let sectionId = base.section;
  const slugsByOwner = new Map<string, Set<string>>();
  const positions = new Map<string, number>();

  const addBoard = (
    ownerId: string,
    name: string,
    description: string,
    privacy: "public" | "secret",
    sections: string[],
    createdAt: number,
  ) => {
    const taken = slugsByOwner.get(ownerId) ?? new Set<string>();
    slugsByOwner.set(ownerId, taken);
    const slug = uniqueSlug(slugify(name), taken);
    taken.add(slug);
    const position = (positions.get(ownerId) ?? 0) + 1;
    positions.set(ownerId, position);
    const board: PlannedBoard = {
      id: base.board + boards.length + 1,
      ownerId,
      name,
      slug,
      description,
      privacy,
      position,
      createdAt,
      sections: sections.map((title) => ({ id: ++sectionId, title, slug: slugify(title, "section"), createdAt: createdAt + 60 })),
    };
    boards.push(board);
    return board;
  };

  // Originals: one pin per title, drawn in the board's styles, at times over the last 90 days.
  type Draft = Omit<PlannedPin, "id" | "repinOf" | "viaPinner"> & { board: PlannedBoard; sourceBoardName: string };
  const drafts: Draft[] = [];
  for (const spec of SEED_BOARDS) {
    if (!owners.has(spec.owner)) continue;
    const createdAt = now - Math.floor((95 + r() * 30) * DAY);
    const board = addBoard(spec.owner, spec.name, spec.description, spec.privacy ?? "public", spec.sections ?? [], createdAt);
    spec.titles.forEach((title, i) => {
      const kind = spec.kinds[i % spec.kinds.length]!;
      const svg = artwork({
        kind,
        aspect: aspectFor(r),
        palette: pick(r, spec.palettes),
        seed: Math.floor(r() * 2 ** 31),
        word: pick(r, spec.words ?? [spec.name.split(" ")[0]!]),
      });
      images.push({ id: images.length, svg });
      const inSection = board.sections.length > 0 && r() < 0.55 ? board.sections[i % board.sections.length]! : null;
      const link = spec.domain && r() < 0.85 ? `https://${spec.domain}/${slugify(title, "idea")}` : null;
      drafts.push({
        board,
        sourceBoardName: spec.name,
        boardId: board.id,
        sectionId: inSection?.id ?? null,
        pinnerId: spec.owner,
        imageId: images.length - 1,
        title,
        description: `${title}. ${pick(r, DESCRIPTION_ENDINGS)}`,
        link,
        createdAt: now - Math.floor((1 + r() * 89) * DAY + r() * DAY),
      });
    });
  }
  // Two icon-sized pictures: the grid shows their pins without an image (business.md §4).
  const palettes = SEED_BOARDS.find((b) => b.name === "Colour palettes");
  const paletteBoard = boards.find((b) => b.name === "Colour palettes");
  if (palettes && paletteBoard) {
    for (const [n, title] of ["Tiny swatch: berry", "Tiny swatch: ocean"].entries()) {
      images.push({ id: images.length, svg: tinyArtwork(1000 + n, n === 0 ? "berry" : "ocean") });
      drafts.push({
        board: paletteBoard,
        sourceBoardName: palettes.name,
        boardId: paletteBoard.id,
        sectionId: null,
        pinnerId: palettes.owner,
        imageId: images.length - 1,
        title,
        description: `${title}. Too small to show in the grid.`,
        link: null,
        createdAt: now - Math.floor((40 + n) * DAY),
      });
    }
  }

  // Ids in time order, so "newest first" is "highest id first" as for pins the API creates.
  drafts.sort((a, b) => a.createdAt - b.createdAt);
  const pins: PlannedPin[] = drafts.map((d, i) => ({ ...d, id: base.pin + i + 1, repinOf: null, viaPinner: null }));

  // Repins: saves of public originals from the named boards, some into sections.
  const repinDrafts: Omit<PlannedPin, "id">[] = [];
  for (const spec of SEED_REPIN_BOARDS) {
    if (!owners.has(spec.owner)) continue;
    const board = addBoard(spec.owner, spec.name, spec.description, spec.privacy ?? "public", spec.sections ?? [], now - 100 * DAY);
    const sources = pins.filter(
      (p) => spec.from.includes(drafts.find((d) => d.boardId === p.boardId)?.sourceBoardName ?? "") && p.pinnerId !== spec.owner,
    );
    const chosen = new Set<number>();
    while (chosen.size < Math.min(spec.count, sources.length)) chosen.add(Math.floor(r() * sources.length));
    for (const index of chosen) {
      const source = sources[index]!;
      repinDrafts.push({
        boardId: board.id,
        sectionId: board.sections.length > 0 && r() < 0.4 ? board.sections[0]!.id : null,
        pinnerId: spec.owner,
        imageId: source.imageId,
        title: source.title,
        description: source.description,
        link: source.link,
        repinOf: source.id,
        viaPinner: source.pinnerId,
        createdAt: Math.min(now - 60, source.createdAt + Math.floor((0.5 + r() * 10) * DAY)),
      });
    }
  }
  repinDrafts.sort((a, b) => a.createdAt - b.createdAt);
  // Repins get ids after every original (a repin is always newer than its source).
  repinDrafts.forEach((d, i) => pins.push({ ...d, id: base.pin + drafts.length + i + 1 }));

  const follows = SEED_FOLLOWS.filter(([a, b]) => owners.has(a) && owners.has(b));
  return { users: SEED_USERS, boards, images, pins, follows };
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

/** A function that runs at most `limit` of the tasks given to it at a time. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** Renders a planned picture to a JPEG original and runs it through the upload path. */
async function renderImage(image: PlannedImage): Promise<ProcessedImage> {
  const jpeg = await sharp(Buffer.from(image.svg)).jpeg({ quality: 82 }).toBuffer();
  return processImage(jpeg);
}

export interface SeedResult {
  skipped: boolean;
  /** Whether the demo account logs in with the demo password now, and if not, why. */
  demo: DemoStatus;
  users: number;
  boards: number;
  pins: number;
  images: number;
  ms: number;
}

/** Every row of the plan as statements for one D1 batch, with counters and covers as the API keeps them. */
function seedStatements(db: D1Database, plan: SeedPlan, processed: ProcessedImage[], passwordHash: string): D1PreparedStatement[] {
  const now = Math.floor(Date.now() / 1000);
  const stmts: D1PreparedStatement[] = [];
  const sql = (query: string, ...values: unknown[]) => stmts.push(db.prepare(query).bind(...values));

  for (const u of plan.users) {
    sql(
      `INSERT INTO users (id, username, email, password_hash, first_name, last_name, birthday, country, avatar_color_index,
         session_version, signup_type, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 631152000, 'US', ?, 1, 'email', ?, ?)`,
      u.id,
      u.username,
      u.email,
      passwordHash,
      u.firstName,
      u.lastName,
      u.avatarColorIndex,
      now - 120 * DAY,
      now - 120 * DAY,
    );
  }
  for (const [domain, official] of Object.entries(SEED_DOMAINS)) {
    sql(
      "INSERT INTO link_domains (domain, official_user_id) VALUES (?, ?) ON CONFLICT (domain) DO UPDATE SET official_user_id = excluded.official_user_id",
      domain,
      official,
    );
  }
  for (const { record } of processed) {
    sql(
      "INSERT OR IGNORE INTO images (key, original_ext, width, height, dominant_color, sized, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      record.key,
      record.original_ext,
      record.width,
      record.height,
      record.dominant_color,
      record.sized,
      now,
    );
  }

  // Replay the saves in id order through the same cover rule the API applies.
  const byBoard = new Map(plan.boards.map((b) => [b.id, { pins: 0, cover: null as number | null, last: null as number | null }]));
  const bySection = new Map<number, number>();
  const byUser = new Map<string, number>();
  for (const pin of [...plan.pins].sort((a, b) => a.id - b.id)) {
    const board = byBoard.get(pin.boardId)!;
    board.pins += 1;
    board.cover = coverAfterSave({ coverPinId: board.cover, pinId: pin.id, sectionId: pin.sectionId });
    board.last = Math.max(board.last ?? 0, pin.createdAt);
    if (pin.sectionId !== null) bySection.set(pin.sectionId, (bySection.get(pin.sectionId) ?? 0) + 1);
    byUser.set(pin.pinnerId, (byUser.get(pin.pinnerId) ?? 0) + 1);
  }
  for (const b of plan.boards) {
    sql(
      `INSERT INTO boards (id, owner_id, name, slug, description, privacy, position, section_count, created_at, updated_at, last_pinned_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      b.id,
      b.ownerId,
      b.name,
      b.slug,
      b.description,
      b.privacy,
      b.position,
      b.sections.length,
      b.createdAt,
      b.createdAt,
      byBoard.get(b.id)!.last,
    );
    for (const s of b.sections) {
      sql(
        "INSERT INTO board_sections (id, board_id, title, slug, name_source, pin_count, created_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, ?, ?)",
        s.id,
        b.id,
        s.title,
        s.slug,
        bySection.get(s.id) ?? 0,
        s.createdAt,
        s.createdAt,
      );
    }
  }
  for (const p of plan.pins) {
    sql(
      `INSERT INTO pins (id, board_id, section_id, pinner_id, image_id, title, description, link, link_domain_id, repin_of_id, via_pinner_id, method, created_at)
       VALUES (?, ?, ?, ?, (SELECT id FROM images WHERE key = ?), ?, ?, ?, (SELECT id FROM link_domains WHERE domain = ?), ?, ?, ?, ?)`,
      p.id,
      p.boardId,
      p.sectionId,
      p.pinnerId,
      processed[p.imageId]!.record.key,
      p.title,
      p.description,
      p.link,
      p.link ? linkDomain(p.link) : null,
      p.repinOf,
      p.viaPinner,
      p.repinOf === null ? "uploaded" : "repin",
      p.createdAt,
    );
  }
  for (const b of plan.boards) {
    const counts = byBoard.get(b.id)!;
    sql("UPDATE boards SET pin_count = ?, cover_pin_id = ? WHERE id = ?", counts.pins, counts.cover, b.id);
  }
  for (const [follower, followee] of plan.follows) {
    sql("INSERT OR IGNORE INTO follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)", follower, followee, now - 30 * DAY);
  }
  for (const id of new Set([...plan.users.map((u) => u.id), ...plan.boards.map((b) => b.ownerId)])) {
    sql(
      `UPDATE users SET pin_count = pin_count + ?1,
         follower_count = (SELECT COUNT(*) FROM follows WHERE followee_id = ?2),
         following_count = (SELECT COUNT(*) FROM follows WHERE follower_id = ?2)
       WHERE id = ?2`,
      byUser.get(id) ?? 0,
      id,
    );
  }
  return stmts;
}

/** An account seeded in a non-active state (auth.md §2.4; scripts/local-db.ts STATE_ACCOUNTS). */
export interface StateAccount {
  state: string;
  email: string;
  username: string;
  firstName: string;
}

export interface DemoAccount {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
}

/** How long ago the demo account was made (more than RECENT_ACCOUNT_DAYS, common/saving/constants.ts). */
const DEMO_ACCOUNT_AGE_DAYS = 30;

/**
 * The demo account whenever no account has its id, email or username (on a first start, and after
 * a contract run or a test made other accounts), and one account in each non-active state, so each
 * recovery modal can be seen (the soft-banned one has no password: soft-banning resets it).
 */
async function insertAccounts(db: D1Database, u: DemoAccount, states: readonly StateAccount[], passwordHash: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await db.batch([
    db
      .prepare(
        `INSERT INTO users (id, username, email, password_hash, first_name, last_name, birthday, country,
           avatar_color_index, session_version, signup_type, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, 631152000, 'US', 0, 1, 'email', ?7, ?8
         WHERE NOT EXISTS (SELECT 1 FROM users WHERE id = ?1 OR username = ?2 OR email = ?3)`,
      )
      // Made a month ago: the demo account is an established pinner, so the save-success dialog offers
      // 'Promote your Pin' to it (saving.md §2 "the account is not recent"; business.md quick promote).
      .bind(DEMO_USER_ID, u.username, u.email, passwordHash, u.firstName, u.lastName, now - DEMO_ACCOUNT_AGE_DAYS * 86400, now),
    ...states.map((a, i) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO users (id, username, email, password_hash, first_name, last_name, birthday, country,
             avatar_color_index, session_version, signup_type, account_state, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, 'Pinner', 631152000, 'US', ?, 1, 'email', ?, ?, ?)`,
        )
        .bind(
          `demo-${a.state}`,
          a.username,
          a.email,
          a.state === "soft_banned" ? null : passwordHash,
          a.firstName,
          i + 1,
          a.state,
          now,
          now,
        ),
    ),
    // Accounts made with Facebook before its log-in was retired (./seed-facebook.ts).
    ...FACEBOOK_SEED_ACCOUNTS.flatMap((a) =>
      facebookAccountStatements(
        db,
        { id: a.id, username: a.username, person: a.person, passwordHash: a.withPassword ? passwordHash : null },
        now,
      ),
    ),
  ]);
}

export type DemoStatus = { works: true } | { works: false; why: string };

/**
 * Whether a demo account logs in with its demo password: it may have been changed, suspended or
 * taken over on this machine, and a start must not print credentials that do not work.
 */
export async function demoStatus(db: D1Database, u: Pick<DemoAccount, "email" | "password" | "username">): Promise<DemoStatus> {
  const row = await db
    .prepare("SELECT password_hash, account_state FROM users WHERE email = ?")
    .bind(u.email)
    .first<{ password_hash: string | null; account_state: string }>();
  if (!row) return { works: false, why: `no account has the email ${u.email} (its username "${u.username}" is someone else's)` };
  if (row.account_state !== "active")
    return { works: false, why: `it is ${row.account_state} (npm run account -- set-state ${u.email} active)` };
  if (!row.password_hash || !(await verifyPassword(u.password, row.password_hash)))
    return { works: false, why: "its password was changed on this machine" };
  return { works: true };
}

/**
 * Seeds the local state at `persistPath` (wrangler's `v3` folder; default .wrangler/state/v3): the
 * demo account whenever it is missing and the non-active-state accounts, then the saving content
 * unless the seeded pinners exist.
 * Every seeded pinner gets the demo account's password.
 *
 * @example
 * const result = await seedLocal({ demo: DEMO_USER });
 * console.log(`${result.pins} pins in ${result.ms} ms`);
 */
export async function seedLocal({
  persistPath,
  demo: account,
  stateAccounts = [],
}: {
  persistPath?: string;
  demo: DemoAccount;
  stateAccounts?: readonly StateAccount[];
}): Promise<SeedResult> {
  const started = Date.now();
  const images = await localPlatform(persistPath);
  let plan: SeedPlan;
  let processed: ProcessedImage[];
  let demo: DemoStatus;
  const passwordHash = await hashPassword(account.password);
  try {
    const { DB: db, IMAGES: bucket } = images.env;
    await insertAccounts(db, account, stateAccounts, passwordHash);
    demo = await demoStatus(db, account);
    const seeded = await db.prepare("SELECT 1 AS x FROM users WHERE id = ?").bind(SEED_USERS[0]!.id).first();
    if (seeded) return { skipped: true, demo, users: 0, boards: 0, pins: 0, images: 0, ms: Date.now() - started };
    // The demo account's content only when it exists and has no boards of its own yet.
    const demoRow = await db
      .prepare("SELECT (SELECT 1 FROM users WHERE id = ?1) AS present, (SELECT COUNT(*) FROM boards WHERE owner_id = ?1) AS boards")
      .bind(DEMO_USER_ID)
      .first<{ present: number | null; boards: number }>();
    const maxes = await db
      .prepare(
        "SELECT (SELECT ifnull(max(id), 0) FROM boards) AS board, (SELECT ifnull(max(id), 0) FROM board_sections) AS section, (SELECT ifnull(max(id), 0) FROM pins) AS pin",
      )
      .first<{ board: number; section: number; pin: number }>();
    plan = planSeed({
      now: Math.floor(Date.now() / 1000),
      withDemo: demoRow?.present === 1 && demoRow.boards === 0,
      base: maxes ?? { board: 0, section: 0, pin: 0 },
    });
    // Pictures: render and size two at a time (CPU), store up to eight at a time (I/O). Keys name
    // their bytes, so storing again after an interrupted seed rewrites the same objects.
    const stores: Promise<void>[] = [];
    const storing = limiter(8);
    processed = await pool(plan.images, 2, async (image) => {
      const done = await renderImage(image);
      stores.push(storing(() => storeImage(bucket, done)));
      return done;
    });
    await Promise.all(stores);
  } finally {
    await images.dispose();
  }
  // The rows through a platform proxy of their own: after hundreds of R2 writes, the first
  // proxy's connection now and then dropped the answer to a large batch.
  const rows = await localPlatform(persistPath);
  try {
    await rows.env.DB.batch(seedStatements(rows.env.DB, plan, processed, passwordHash));
  } finally {
    await rows.dispose();
  }
  return {
    skipped: false,
    demo,
    users: plan.users.length,
    boards: plan.boards.length,
    pins: plan.pins.length,
    images: processed.length,
    ms: Date.now() - started,
  };
}
