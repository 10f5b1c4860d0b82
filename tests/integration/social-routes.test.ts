import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostReply } from "#app/components/admin/social/post-parts.tsx";
import type { WriterReply } from "#app/components/admin/social/writer-reply.ts";
import { requestInfoContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { demoProducts } from "#app/demo/products.ts";
import { insertProduct } from "#app/demo/seed.server.ts";
import { getPost, listPosts, savePosts } from "#app/domain/social/posts.server.ts";
import { action as writerAction } from "#app/routes/admin/social-media.tsx";
import { action as overviewAction } from "#app/routes/admin/social-media-content.tsx";
import { adminContext, origin, replyOf, thrownResponse } from "../support/admin-routes.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

// The social screens' actions as React Router calls them: one small function per
// intent, each answering a refused form with Conform's reply for that form.

const choices: [string, string][] = [
  ["sourceType", "product"],
  ["productId", "heljdino-brasno"],
  ["platforms", "instagram"],
  ["language", "sr"],
  ["tone", "warm"],
  ["length", "short"],
  ["hashtags", "1"],
  ["cta", "page"],
  ["variants", "1"],
];

/** A same-origin form post; a name may repeat, as ticked checkboxes do. */
function post(path: string, fields: [string, string][]) {
  return new Request(`${origin}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin },
  });
}

const withChoice = (name: string, value: string | null) => [
  ...choices.filter(([n]) => n !== name),
  ...(value === null ? [] : [[name, value] as [string, string]]),
];

/** One Instagram draft in Serbian as the writer's save form posts it. */
const draft = (index: number, variant: number, body: string): [string, string][] => [
  [`drafts[${index}].platform`, "instagram"],
  [`drafts[${index}].locale`, "sr"],
  [`drafts[${index}].variant`, String(variant)],
  [`drafts[${index}].body`, body],
];

describe.each(dialects)("the social screens' actions on %s", (dialect) => {
  let database: Database;
  let context: ReturnType<typeof adminContext>;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await insertProduct(demoProducts.find((p) => p.id === "heljdino-brasno")!);
    context = adminContext({ userId: `routes-${dialect}`, email: "owner@zrnce.rs" });
    context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "10.0.0.1" });
  });
  afterAll(async () => {
    await database.close();
  });

  const write = async (fields: [string, string][]) => {
    return replyOf<WriterReply>(
      writerAction({
        request: post("/admin/social-media", fields),
        context,
        params: {},
      } as never),
    );
  };
  const change = async (fields: [string, string][], path = "/admin/social-media-content?view=list") => {
    return replyOf<PostReply>(
      overviewAction({
        request: post(path, fields),
        context,
        params: {},
      } as never),
    );
  };

  describe("the writer", () => {
    it("keeps the choices and names each missing one, writing nothing", async () => {
      const { reply, status } = await write([
        ["intent", "generate"],
        ...withChoice("productId", ""),
        ["platforms", "x"],
        ["language", "fr"],
      ]);
      expect(status).toBe(400);
      expect(reply).toMatchObject({ intent: "generate", message: "social.create.invalid" });
      expect(reply.generated).toBeUndefined();
      expect(reply.result?.error).toEqual({
        productId: ["errors.product"],
        language: ["errors.language"],
      });
      // Two ticked boxes come back as both; nothing typed is lost.
      expect(reply.result?.initialValue).toMatchObject({
        sourceType: "product",
        platforms: ["instagram", "x"],
        hashtags: "1",
      });
    });

    it("says beside the picker when the product is gone", async () => {
      const { reply, status } = await write([["intent", "generate"], ...withChoice("productId", "nema-ga")]);
      expect(status).toBe(404);
      expect(reply.result?.error).toEqual({ productId: ["errors.productMissing"] });
    });

    it("writes drafts from one ticked platform, and keeps the choices to save them with", async () => {
      const { reply, status } = await write([["intent", "generate"], ...choices]);
      expect(status).toBe(200);
      expect(reply.generated?.drafts.map((d) => d.key)).toEqual(["instagram-sr-1"]);
      expect(reply.generated?.settings).toMatchObject({
        productId: "heljdino-brasno",
        platforms: "instagram",
      });
      expect(reply.generated?.settings).not.toHaveProperty("intent");
    });

    it("refuses a save with an empty draft, names it and shows the drafts again, saving nothing", async () => {
      const before = (await listPosts({})).total;
      const { reply, status } = await write([
        ["intent", "save"],
        ["writer", "builtin"],
        ...choices,
        ...draft(0, 1, "Heljdino brašno, prvi nacrt."),
        ...draft(1, 2, "   "),
      ]);
      expect(status).toBe(400);
      expect(reply).toMatchObject({ intent: "save", message: "social.create.invalid" });
      expect(reply.result?.error).toEqual({ "drafts[1].body": ["errors.postBody"] });
      expect(reply.generated?.drafts.map((d) => d.text)).toEqual(["Heljdino brašno, prvi nacrt.", "   "]);
      expect(reply.generated?.settings).toMatchObject({ productId: "heljdino-brasno", tone: "warm" });
      expect(reply.generated?.image).toBeNull();
      expect((await listPosts({})).total).toBe(before);
    });

    it("saves the drafts and goes to the overview", async () => {
      const saved = await thrownResponse(
        write([
          ["intent", "save"],
          ["writer", "builtin"],
          ...choices,
          ...draft(0, 1, "Heljdino brašno iz rute."),
        ]),
      );
      expect(saved.headers.get("location")).toBe("/admin/social-media-content?saved=1");
      expect((await listPosts({ query: "iz rute" })).posts[0]).toMatchObject({
        platform: "instagram",
        status: "draft",
        linkUrl: `${origin}/proizvod/heljdino-brasno`,
      });
    });

    it("answers an intent it does not know with 400", async () => {
      await expect(write([["intent", "explode"], ...choices])).rejects.toMatchObject({
        init: { status: 400 },
      });
    });
  });

  describe("the overview", () => {
    let id = "";
    beforeAll(async () => {
      [id = ""] = await savePosts({
        actor: "owner@zrnce.rs",
        drafts: [{ platform: "x", locale: "sr", variant: 1, body: "Prvi tekst." }],
        sourceType: "topic",
        sourceId: null,
        sourceTitle: { sr: "Zimnica" },
        topic: "Zimnica",
        tone: "warm",
        linkUrl: {},
        writer: "builtin",
      });
    });

    it("keeps an emptied text open in its editor with the error beside it", async () => {
      const { reply, status } = await change([
        ["intent", "edit"],
        ["id", id],
        ["body", " "],
      ]);
      expect(status).toBe(400);
      expect(reply).toMatchObject({ intent: "edit", id });
      expect(reply.result?.error).toEqual({ body: ["errors.postBody"] });
      expect(reply.result?.initialValue).toMatchObject({ body: " " });
      expect((await getPost(id))?.body).toBe("Prvi tekst.");
    });

    it("names the date when it is missing or not a date, keeping what was typed", async () => {
      await thrownResponse(
        change([
          ["intent", "approve"],
          ["id", id],
        ]),
      );
      const { reply, status } = await change([
        ["intent", "schedule"],
        ["id", id],
        ["scheduledAt", "sutra u podne"],
      ]);
      expect(status).toBe(400);
      expect(reply.result?.error).toEqual({ scheduledAt: ["errors.dateRequired"] });
      expect(reply.result?.initialValue).toMatchObject({ scheduledAt: "sutra u podne" });
      expect((await getPost(id))?.status).toBe("approved");
    });

    it("saves a good edit and goes back to the list, saying so", async () => {
      const saved = await thrownResponse(
        change(
          [
            ["intent", "edit"],
            ["id", id],
            ["body", "Novi tekst."],
          ],
          `/admin/social-media-content?view=list&edit=${id}`,
        ),
      );
      expect(saved.headers.get("location")).toBe(`/admin/social-media-content?view=list&done=edit&id=${id}`);
      expect((await getPost(id))?.body).toBe("Novi tekst.");
    });

    it("says when a step is not possible from the post's status", async () => {
      const { reply, status } = await change([
        ["intent", "approve"],
        ["id", id],
      ]);
      expect(status).toBe(409);
      expect(reply).toEqual({ intent: "approve", id, message: "social.overview.transition" });
    });

    it("answers an intent it does not know with 400", async () => {
      await expect(
        change([
          ["intent", "explode"],
          ["id", id],
        ]),
      ).rejects.toMatchObject({
        init: { status: 400 },
      });
    });
  });
});
