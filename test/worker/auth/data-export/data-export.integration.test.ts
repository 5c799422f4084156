/**
 * "Download your data" (docs/decisions/042; worker/auth/data-export/): asking takes a fresh proof
 * (a stolen session alone gets nothing), one archive a day; the DataExport workflow writes a zip
 * of JSON per kind plus the original images to R2 and emails its owner; only the owner downloads
 * it, only until its link expires.
 */
import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DataExports } from "~common/auth/data-export";
import { ApiClient, expectApiError, expectOk, sleep } from "../../../support/api-client";
import { waitForMail } from "../../../support/mailbox";
import { createBoard, createPin, createPinner, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

const PATH = "/v3/users/me/data_exports/";

async function ready(client: ApiClient): Promise<NonNullable<DataExports["latest"]>> {
  for (let i = 0; i < 120; i++) {
    const { latest } = expectOk(await client.get<DataExports>(PATH));
    if (latest && latest.state !== "preparing") return latest;
    await sleep(250);
  }
  throw new Error("the archive was never ready");
}

const download = (client: ApiClient, path: string) => worker.fetch(path, { headers: { cookie: client.jar.header() ?? "" } });

describe("download your data", () => {
  let person: Pinner;
  beforeAll(async () => {
    person = await createPinner(worker, "keeper");
  });

  test("a session alone cannot ask for the archive", async () => {
    expectApiError(await person.client.post(PATH, {}), "PASSKEY_CONFIRMATION_REQUIRED");
    expectApiError(await person.client.post(PATH, { password: "not-the-password-1" }), "PASSKEY_CONFIRMATION_INCORRECT");
    expectApiError(await new ApiClient(worker).post(PATH, { password: person.password }), "AUTH_REQUIRED");
    expect(expectOk(await person.client.get<DataExports>(PATH)).latest).toBeNull();
  });

  test("the archive holds JSON per kind and the original images; only the owner downloads it; once a day", async () => {
    const board = await createBoard(person.client, { name: "Kitchen ideas" });
    const pin = await createPin(person.client, board.id, { title: "Copper pans" });
    expectOk(await person.client.post(`/v3/pins/${pin.id}/comments/`, { text: "Seasoned twice" }));
    expectOk(await person.client.patch("/v3/users/me/profile/", { about: "Cooks on copper" }));
    const asked = expectOk(await person.client.post<{ id: string; state: string }>(PATH, { password: person.password }));
    expect(asked.state).toBe("preparing");
    const latest = await ready(person.client);
    expect(latest.state).toBe("ready");
    expect(latest.download_path).toBe(`${PATH}${asked.id}/download/`);
    expect(latest.expires_at! - latest.ready_at!).toBe(7 * 24 * 3600);

    const res = await download(person.client, latest.download_path!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="pinboard-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>[];
    expect(json("profile.json")[0]).toMatchObject({ id: person.user.id, username: person.user.username, email: person.email });
    expect(JSON.stringify(json("profile.json"))).not.toContain("password");
    expect(json("profile.json")[0]).toMatchObject({ about: "Cooks on copper" });
    expect(json("comments.json")).toMatchObject([{ pin_id: Number(pin.id), text: "Seasoned twice" }]);
    expect(json("boards.json").map((b) => b.name)).toEqual(["Kitchen ideas"]);
    const [saved] = json("pins.json");
    expect(saved).toMatchObject({ id: Number(pin.id), title: "Copper pans", board_name: "Kitchen ideas" });
    const image = files[String(saved!.image_file)];
    expect(image).toBeDefined();
    expect([...image!.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    for (const kind of [
      "sections",
      "following",
      "followers",
      "invites_sent",
      "invites_received",
      "sign_in_history",
      "ad_accounts",
      "campaigns",
    ])
      expect(Array.isArray(json(`${kind}.json`))).toBe(true);
    expect(json("sign_in_history.json").length).toBeGreaterThan(0);
    await waitForMail(worker, person.email, 1, (m) => m.subject.includes("ready to download"));

    // Another account (or nobody) cannot have it.
    const stranger = await createPinner(worker, "stranger");
    expectApiError(await stranger.client.get(latest.download_path!), "DATA_EXPORT_NOT_FOUND");
    expectApiError(await new ApiClient(worker).get(latest.download_path!), "AUTH_REQUIRED");

    // Once a day: the second ask is refused before the proof is even judged.
    const again = await person.client.post(PATH, { password: person.password });
    expectApiError(again, "DATA_EXPORT_TOO_SOON");
    expect(Number(again.res.headers.get("retry-after"))).toBeGreaterThan(24 * 3600 - 60);

    // Past its lifetime the link is gone.
    const env = await worker.env();
    await env.DB.prepare("UPDATE data_exports SET expires_at = unixepoch() - 1 WHERE id = ?").bind(asked.id).run();
    expectApiError(await person.client.get(latest.download_path!), "DATA_EXPORT_EXPIRED");
    expect(expectOk(await person.client.get<DataExports>(PATH)).latest).toMatchObject({ state: "expired", download_path: null });
  });

  test("a made-up id is not found", async () => {
    expectApiError(await person.client.get(`${PATH}nope/download/`), "DATA_EXPORT_NOT_FOUND");
    expectApiError(await person.client.get(`${PATH}bad%20id/download/`), "BAD_REQUEST");
  });
});
