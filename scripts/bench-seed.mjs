/**
 * The saving data of `npm run bench` (scripts/bench.mjs), as one SQL file for
 * `wrangler d1 execute --local --persist-to .wrangler/bench-state` (the bench's own state, never
 * the dev state). The rows are made by SQLite itself with recursive CTEs, so the file is a few KB
 * and loading 100,000 Pins takes seconds:
 *
 * - 1,000 images (rows only: the JSON answers name their URLs, nothing reads the files);
 * - the bench user (registered through the API before this runs, found by email) gets
 *   PICKER_BOARDS boards named "<adjective> <noun>" (every tenth secret); three in four have one
 *   Pin (their cover, and last_pinned_at), the rest were never pinned to;
 * - a second pinner, `bench_pinner` (no password: nobody logs in as them), gets PINNER_BOARDS
 *   public boards holding the rest of the TOTAL_PINS Pins, spread evenly, with titles made of the
 *   same words (so the board picker finds suggestions), newest last.
 *
 * Counters (boards.pin_count, users.pin_count) and covers are set as the API keeps them.
 */

export const PICKER_BOARDS = 1000;
export const PINNER_BOARDS = 50;
export const TOTAL_PINS = 100_000;
export const PINNER = { id: "bench-pinner-0000-0000-000000000000", username: "bench_pinner", email: "bench.pinner@example.com" };

// 40 × 25 = 1,000 distinct board names.
const ADJECTIVES = (
  "cozy bright rustic modern vintage quick easy green golden rainy sunny quiet bold tiny grand " +
  "wild calm fresh sweet spicy urban coastal nordic floral woven painted classic simple dreamy lazy " +
  "festive autumn winter spring summer lemon smoky velvet minimal retro"
).split(" ");
const NOUNS = (
  "kitchens gardens recipes bedrooms cakes soups salads patios reads trips crafts outfits posters " +
  "lamps chairs breads cookies quilts mugs plants walks desserts dinners hallways shelves"
).split(" ");
if (ADJECTIVES.length * NOUNS.length !== PICKER_BOARDS) throw new Error("the word lists must make PICKER_BOARDS names");

const sqlString = (s) => `'${s.replace(/'/g, "''")}'`;
const jsonList = (words) => sqlString(JSON.stringify(words));

/**
 * The SQL that seeds the saving data for the bench user `seedEmail`.
 *
 * @example
 * writeFileSync(".tmp/bench-seed.sql", savingSeedSql("bench.user@example.com"));
 * writeFileSync(".tmp/bench-seed.sql", savingSeedSql("bench.user@example.com", { totalPins: 1_000_000 })); // npm run bench -- --pins 1000000
 */
export function savingSeedSql(seedEmail, { now = Math.floor(Date.now() / 1000), totalPins = TOTAL_PINS } = {}) {
  const TOTAL_PINS = totalPins;
  const seed = `(SELECT id FROM users WHERE email = ${sqlString(seedEmail)})`;
  const t0 = now - 200_000; // every time below is in the past
  const adjective = (i) => `json_extract(${jsonList(ADJECTIVES)}, '$[' || (((${i}) / ${NOUNS.length}) % ${ADJECTIVES.length}) || ']')`;
  const noun = (i) => `json_extract(${jsonList(NOUNS)}, '$[' || ((${i}) % ${NOUNS.length}) || ']')`;
  const pickerPins = Math.floor((PICKER_BOARDS * 3) / 4);
  const pinnerPins = TOTAL_PINS - pickerPins;
  return `-- scripts/bench-seed.mjs: ${PICKER_BOARDS} boards for ${seedEmail}, ${TOTAL_PINS} Pins in all
WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < 1000)
INSERT INTO images (id, key, original_ext, width, height, dominant_color, sized, created_at)
SELECT i, printf('%032x', 3000000000 + i), 'jpg', 474, 474 + (i * 37) % 400, printf('#%06x', (i * 2654435761) % 16777216), 1, ${t0} FROM k;

WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < ${PICKER_BOARDS - 1})
INSERT INTO boards (owner_id, name, slug, description, privacy, position, created_at, updated_at, last_pinned_at, pin_count)
SELECT ${seed},
  upper(substr(${adjective("i")}, 1, 1)) || substr(${adjective("i")}, 2) || ' ' || ${noun("i")},
  ${adjective("i")} || '-' || ${noun("i")},
  '', CASE WHEN i % 10 = 9 THEN 'secret' ELSE 'public' END, i + 1, ${t0} + i, ${t0} + i,
  CASE WHEN i % 4 = 0 THEN NULL ELSE ${t0 + 10_000} + (i * 7919) % 100000 END,
  CASE WHEN i % 4 = 0 THEN 0 ELSE 1 END
FROM k;

INSERT INTO pins (board_id, pinner_id, image_id, title, description, method, created_at)
SELECT b.id, b.owner_id, 1 + b.position % 1000, b.name || ' idea', 'Saved for the bench #' || replace(b.name, ' ', ''), 'uploaded', b.last_pinned_at
FROM boards b WHERE b.owner_id = ${seed} AND b.last_pinned_at IS NOT NULL ORDER BY b.last_pinned_at;
UPDATE boards SET cover_pin_id = (SELECT max(p.id) FROM pins p WHERE p.board_id = boards.id) WHERE owner_id = ${seed} AND pin_count > 0;
UPDATE users SET pin_count = ${pickerPins} WHERE id = ${seed};

INSERT INTO users (id, username, email, password_hash, first_name, last_name, birthday, country, signup_type, created_at, updated_at, pin_count)
VALUES (${sqlString(PINNER.id)}, ${sqlString(PINNER.username)}, ${sqlString(PINNER.email)}, NULL, 'Bench', 'Pinner', 631152000, 'US', 'email', ${t0}, ${t0}, ${pinnerPins});

WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < ${PINNER_BOARDS - 1})
INSERT INTO boards (owner_id, name, slug, description, privacy, position, created_at, updated_at, last_pinned_at, pin_count)
SELECT ${sqlString(PINNER.id)}, 'Pinner board ' || (i + 1), 'pinner-board-' || (i + 1), '', 'public', i + 1, ${t0}, ${t0},
  ${t0 + 100_000} + ${pinnerPins} - ${PINNER_BOARDS} + i, ${Math.floor(pinnerPins / PINNER_BOARDS)} + (CASE WHEN i < ${pinnerPins % PINNER_BOARDS} THEN 1 ELSE 0 END)
FROM k;

WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < ${pinnerPins - 1})
INSERT INTO pins (board_id, pinner_id, image_id, title, description, method, created_at)
SELECT (SELECT min(id) FROM boards WHERE owner_id = ${sqlString(PINNER.id)}) + i % ${PINNER_BOARDS}, ${sqlString(PINNER.id)}, 1 + i % 1000,
  upper(substr(${adjective("i * 7")}, 1, 1)) || substr(${adjective("i * 7")}, 2) || ' ' || ${noun("i * 7")} || ' no. ' || (i + 1),
  'Pin ' || (i + 1) || ' of the bench', 'uploaded', ${t0 + 100_000} + i
FROM k;
UPDATE boards SET cover_pin_id = (SELECT min(p.id) FROM pins p WHERE p.board_id = boards.id) WHERE owner_id = ${sqlString(PINNER.id)};
`;
}

/** Running campaigns the delivery-on feed targets choose from (`npm run bench`, docs/decisions/039). */
export const PROMOTED_CAMPAIGNS = 20;
/** The business whose campaigns they are: suspended, none delivers; active, all do (PUT /v3/dev/account_state/). */
export const ADVERTISER = { id: "bench-advertiser-0000-000000000000", username: "bench_advertiser", email: "bench.advertiser@example.com" };

/**
 * The SQL that makes `ADVERTISER` a business with a US ad account (consent and billing done)
 * running `campaigns` quick promote campaigns: ACTIVE, ongoing, started a day ago, a daily budget
 * no bench run spends (no events are sent), each promoting one of PINNER's older Pins (public
 * boards; none on the home feed's first page, so each is a candidate there). Their targeting
 * takes in every viewer (no country, age, gender or interest named), half of them with auto
 * targeting on, so every request of the delivery-on targets runs the whole choice and signs its
 * promoted slots' tokens. The advertiser is loaded suspended: delivery only runs where a campaign
 * may deliver (an active owner), so the bench turns it on and off with the developer route
 * PUT /v3/dev/account_state/, in one server, without touching the Pins (scripts/bench.mjs).
 *
 * @example
 * writeFileSync(".tmp/bench-seed.sql", savingSeedSql(email) + promotedSeedSql());
 */
export function promotedSeedSql({ now = Math.floor(Date.now() / 1000), campaigns = PROMOTED_CAMPAIGNS } = {}) {
  const owner = sqlString(ADVERTISER.id);
  const pinner = sqlString(PINNER.id);
  const advertiser = `(SELECT id FROM advertisers WHERE owner_user_id = ${owner})`;
  const spec = sqlString(JSON.stringify({ AGE_BUCKET: [], GENDER: [], INTEREST: [], LOCATION: [] }));
  const start = now - 86_400;
  return `-- scripts/bench-seed.mjs: ${campaigns} running campaigns of ${ADVERTISER.username}, on ${PINNER.username}'s Pins
INSERT INTO users (id, username, email, password_hash, first_name, last_name, birthday, country, signup_type, account_type, business_name,
  account_state, created_at, updated_at)
VALUES (${owner}, ${sqlString(ADVERTISER.username)}, ${sqlString(ADVERTISER.email)}, NULL, 'Bench', 'Goods', 631152000, 'US', 'email',
  'business', 'Bench Goods', 'suspended', ${start}, ${start});
INSERT INTO advertisers (owner_user_id, name, country, currency, gdpr_consent_at, business_name, created_at, updated_at)
VALUES (${owner}, 'Bench Goods', 'US', 'USD', ${start}, 'Bench Goods', ${start}, ${start});
INSERT INTO billing_profiles (advertiser_id, contact_name, email, address_line1, address_city, address_postal_code, updated_at)
VALUES (${advertiser}, 'Bench', 'billing@bench.example', '1 Bench Road', 'Springfield', '12345', ${start});

WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < ${campaigns - 1}),
  chosen AS (SELECT i, (SELECT min(id) FROM pins WHERE pinner_id = ${pinner})
    + (i * 997) % ((SELECT count(*) FROM pins WHERE pinner_id = ${pinner}) - 100) AS pin_id FROM k)
INSERT INTO campaigns (advertiser_id, created_by, name, status, objective_type, budget_micro, currency, duration_days, is_ongoing,
  auto_targeting, targeting_spec, ads_client_type, pin_id, idempotency_key, request_hash, start_at, created_at)
SELECT ${advertiser}, ${owner}, 'Bench campaign ' || (i + 1), 'ACTIVE', 'CONSIDERATION', 1000000000, 'USD', 10, 1,
  i % 2, ${spec}, 'quick_promote', pin_id, 'bench-' || i, 'bench', ${start}, ${start} + i
FROM chosen;
INSERT INTO ad_groups (campaign_id, advertiser_id, name, status, budget_micro, targeting_spec, created_at)
SELECT id, advertiser_id, name, 'ACTIVE', budget_micro, targeting_spec, created_at FROM campaigns WHERE advertiser_id = ${advertiser};
INSERT INTO ads (ad_group_id, campaign_id, pin_id, destination_url, status, created_at)
SELECT g.id, c.id, c.pin_id, 'https://bench.example/item/' || c.pin_id, 'ACTIVE', c.created_at
FROM campaigns c JOIN ad_groups g ON g.campaign_id = c.id WHERE c.advertiser_id = ${advertiser};
`;
}

/** The reporting bench's ad account (docs/decisions/053): its campaigns and the days they have numbers for. */
export const REPORTING_ADVERTISER_ID = 900001;
export const REPORTING_CAMPAIGNS = 1000;
export const REPORTING_DAYS = 30;

/**
 * The SQL that gives the bench user (`seedEmail`) an ad account of REPORTING_CAMPAIGNS PAUSED
 * campaigns (so none delivers and the delivery targets are unchanged), one ad group and one ad
 * each, with REPORTING_DAYS days of numbers per campaign and ad (campaign_daily_stats and
 * ad_daily_stats, as the counters write them): the campaigns report's "large account".
 *
 * @example
 * writeFileSync(".tmp/bench-seed.sql", savingSeedSql(email) + reportingSeedSql(email));
 */
export function reportingSeedSql(
  seedEmail,
  { now = Math.floor(Date.now() / 1000), campaigns = REPORTING_CAMPAIGNS, days = REPORTING_DAYS } = {},
) {
  const owner = `(SELECT id FROM users WHERE email = ${sqlString(seedEmail)})`;
  const id = REPORTING_ADVERTISER_ID;
  const spec = sqlString(JSON.stringify({ AGE_BUCKET: [], GENDER: [], INTEREST: [], LOCATION: ["US"] }));
  const start = now - (days + 1) * 86_400;
  return `-- scripts/bench-seed.mjs: ${campaigns} campaigns with ${days} days of numbers in the bench user's ad account ${id}
INSERT INTO advertisers (id, owner_user_id, name, country, currency, gdpr_consent_at, business_name, created_at, updated_at)
VALUES (${id}, ${owner}, 'Bench reports', 'US', 'USD', ${start}, 'Bench reports', ${start}, ${start});
WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < ${campaigns - 1})
INSERT INTO campaigns (advertiser_id, created_by, name, status, objective_type, budget_micro, currency, duration_days, is_ongoing,
  auto_targeting, targeting_spec, ads_client_type, pin_id, idempotency_key, request_hash, start_at, created_at)
SELECT ${id}, ${owner}, 'Report campaign ' || (i + 1), 'PAUSED', CASE i % 3 WHEN 0 THEN 'WEB_CONVERSION' ELSE 'CONSIDERATION' END,
  5000000, 'USD', 30, 1, 0, ${spec}, 'quick_promote', (SELECT min(id) FROM pins) + i, 'report-' || i, 'bench', ${start}, ${start} + i
FROM k;
INSERT INTO ad_groups (campaign_id, advertiser_id, name, status, budget_micro, targeting_spec, created_at)
SELECT id, advertiser_id, name, 'ACTIVE', budget_micro, targeting_spec, created_at FROM campaigns WHERE advertiser_id = ${id};
INSERT INTO ads (ad_group_id, campaign_id, pin_id, destination_url, status, created_at)
SELECT g.id, c.id, c.pin_id, 'https://bench.example/report/' || c.pin_id, 'ACTIVE', c.created_at
FROM campaigns c JOIN ad_groups g ON g.campaign_id = c.id WHERE c.advertiser_id = ${id};
WITH RECURSIVE d(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM d WHERE n < ${days})
INSERT INTO campaign_daily_stats (campaign_id, day, impressions, clicks, spend_micro, updated_at)
SELECT c.id, date(${now}, 'unixepoch', '-' || d.n || ' days'), 100 + (c.id * 7 + d.n * 13) % 900, (c.id + d.n) % 20,
  2000 * (100 + (c.id * 7 + d.n * 13) % 900), ${now}
FROM campaigns c, d WHERE c.advertiser_id = ${id};
INSERT INTO ad_daily_stats (campaign_id, ad_id, day, impressions, clicks, spend_micro, updated_at)
SELECT s.campaign_id, ad.id, s.day, s.impressions, s.clicks, s.spend_micro, s.updated_at
FROM campaign_daily_stats s JOIN ads ad ON ad.campaign_id = s.campaign_id JOIN campaigns c ON c.id = s.campaign_id WHERE c.advertiser_id = ${id};
`;
}
