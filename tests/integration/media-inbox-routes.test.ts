import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaReply } from "#app/components/admin/media/media-card.tsx";
import type { Database } from "#app/db/db.server.ts";
import { listMessages } from "#app/domain/contact/inbox.server.ts";
import { getMediaMetadata, uploadMedia } from "#app/domain/media/uploads.server.ts";
import { listSubscribers } from "#app/domain/newsletter/subscriber-admin.server.ts";
import { action as mediaAction } from "#app/routes/admin/media.tsx";
import { action as messagesAction, loader as messagesLoader } from "#app/routes/admin/messages.tsx";
import { action as subscribersAction } from "#app/routes/admin/subscribers.tsx";
import { adminContext, contextOfNewAdmin, postForm, thrownResponse } from "../support/admin-routes.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";
import { contactMessageRow, subscriberRow } from "../support/rows.ts";

// The actions of the image library, the inbox and the subscribers as React Router
// calls them: one small function per intent, a reply for a form that did not save,
// a redirect with a notice for one that did, and 400 for an intent nobody knows.

type Answer = { data: MediaReply & { error?: unknown }; init: ResponseInit | null };
const call = (act: (args: never) => Promise<unknown>, path: string, fields: Record<string, string>) =>
  act({ request: postForm(path, fields), context: adminContext(), params: {} } as never) as Promise<Answer>;

/** The status of an answer, returned or thrown (a list's row action returns its 400, others throw it). */
async function statusOf(answer: Promise<Answer>) {
  try {
    return (await answer).init?.status;
  } catch (thrown) {
    return (thrown as Answer).init?.status;
  }
}

describe.each(dialects)("library, inbox and subscriber actions on %s", (dialect) => {
  let database: Database;
  let imageId: string;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#963" } })
      .png()
      .toBuffer();
    imageId = (await uploadMedia({ actor: "owner@zrnce.rs", name: "zrno.png", bytes })).id;
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps the typed descriptions and names the one too long, saving nothing", async () => {
    const long = "a".repeat(301);
    const answer = await call(mediaAction, "/admin/media?q=zrno", {
      intent: "alt",
      id: imageId,
      "alt.sr": long,
      "alt.en": "Kept text",
    });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.id).toBe(imageId);
    expect(answer.data.result?.error).toEqual({ "alt.sr": ["errors.tooLong"] });
    expect(answer.data.result?.initialValue).toMatchObject({ alt: { sr: long, en: "Kept text" } });
    expect((await getMediaMetadata(imageId))?.alt).toEqual({ sr: "", en: "" });
  });

  it("saves the descriptions, and says so on the same page of the list", async () => {
    const saved = await thrownResponse(
      call(mediaAction, "/admin/media?q=zrno", {
        intent: "alt",
        id: imageId,
        "alt.sr": "  Zrno pšenice ",
        "alt.en": "A grain of wheat",
      }),
    );
    expect(saved.headers.get("location")).toBe("/admin/media?q=zrno&done=alt");
    expect((await getMediaMetadata(imageId))?.alt).toEqual({ sr: "Zrno pšenice", en: "A grain of wheat" });
    const gone = await thrownResponse(
      call(mediaAction, "/admin/media", { intent: "alt", id: randomUUID(), "alt.sr": "", "alt.en": "" }),
    );
    expect(gone.headers.get("location")).toBe("/admin/media?done=missing");
  });

  it("answers an intent it does not know with 400", async () => {
    for (const act of [mediaAction, messagesAction, subscribersAction])
      expect(await statusOf(call(act, "/admin/x", { intent: "explode", id: imageId }))).toBe(400);
  });

  it("archives a message and brings it back, closing it in the list", async () => {
    const id = randomUUID();
    await database.db
      .insertInto("contact_message")
      .values(contactMessageRow(id, "Ana Jovanović", "ana@example.com"))
      .execute();
    const archived = await thrownResponse(
      call(messagesAction, `/admin/messages?status=inbox&id=${id}`, { intent: "archive", id }),
    );
    expect(archived.headers.get("location")).toBe("/admin/messages?status=inbox&done=archive");
    expect((await listMessages({ status: "archived" })).messages.map((m) => m.id)).toEqual([id]);
    const back = await thrownResponse(call(messagesAction, "/admin/messages", { intent: "unarchive", id }));
    expect(back.headers.get("location")).toBe("/admin/messages?done=unarchive");
    expect((await listMessages({ status: "read" })).messages.map((m) => m.id)).toEqual([id]);
    const missing = await call(messagesAction, "/admin/messages", { intent: "archive", id: randomUUID() });
    expect([missing.init?.status, missing.data.error]).toEqual([404, "messages.notFound"]);
  });

  it("lets a held message into the inbox and deletes another from the held list", async () => {
    const held = (name: string) => ({
      id: randomUUID(),
      name,
      email: "held@example.com",
      phone: null,
      subject: "general",
      message: "https://a.example https://b.example https://c.example",
      locale: "sr" as const,
      product_id: null,
      status: "held" as const,
      mail_status: "pending" as const,
      created_at: new Date().toISOString(),
      held_reason: "manyLinks",
    });
    const [person, spam] = [held("Osoba"), held("Spam")];
    await database.db.insertInto("contact_message").values([person, spam]).execute();
    const context = await contextOfNewAdmin(database, "editor@zrnce.rs", "editor-password-123");
    const load = (search: string) =>
      messagesLoader({
        request: new Request(`http://localhost:3000/admin/messages${search}`),
        context,
        params: {},
      } as never);
    const inbox = await load("");
    expect(inbox.held).toBe(2);
    expect(inbox.messages.some((m) => m.status === "held")).toBe(false);
    const list = await load(`?status=held&id=${person.id}`);
    expect(list.messages.map((m) => m.name).sort()).toEqual(["Osoba", "Spam"]);
    expect(list.open).toMatchObject({ status: "held", heldReasons: ["manyLinks"] });

    const approved = await thrownResponse(
      call(messagesAction, `/admin/messages?status=held&id=${person.id}`, {
        intent: "approve",
        id: person.id,
      }),
    );
    expect(approved.headers.get("location")).toBe("/admin/messages?status=held&done=approve");
    const deleted = await thrownResponse(
      call(messagesAction, "/admin/messages?status=held", { intent: "delete", id: spam.id }),
    );
    expect(deleted.headers.get("location")).toBe("/admin/messages?status=held&done=delete");
    const after = await load("");
    expect(after.held).toBe(0);
    expect(after.messages.find((m) => m.id === person.id)).toMatchObject({ status: "unread" });
    // Deleting is for held messages only: one in the inbox is archived, never deleted.
    const refused = await call(messagesAction, "/admin/messages", { intent: "delete", id: person.id });
    expect(refused.init?.status).toBe(404);
  });

  it("unsubscribes a subscriber from the list", async () => {
    const id = randomUUID();
    await database.db
      .insertInto("newsletter_subscriber")
      .values(subscriberRow("citalac@example.com", id))
      .execute();
    const done = await thrownResponse(
      call(subscribersAction, "/admin/subscribers?page=1", { intent: "unsubscribe", id }),
    );
    expect(done.headers.get("location")).toBe("/admin/subscribers?page=1&done=unsubscribe");
    expect((await listSubscribers({ status: "unsubscribed" })).subscribers.map((s) => s.id)).toEqual([id]);
    const bad = await call(subscribersAction, "/admin/subscribers", { intent: "unsubscribe", id: "x" });
    expect(bad.init?.status).toBe(400);
  });
});
