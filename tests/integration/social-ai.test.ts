import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminSessionContext, requestInfoContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { demoProducts } from "#app/demo/products.ts";
import { insertProduct } from "#app/demo/seed.server.ts";
import {
  AiError,
  buildPrompt,
  cleanAiText,
  describeWriter,
  fitAiPost,
  getAiConfig,
  streamChatCompletion,
} from "#app/domain/social/ai-provider.server.ts";
import { generateDrafts, prepareGeneration, runGeneration } from "#app/domain/social/generate.server.ts";
import { action as streamAction } from "#app/routes/admin/social-media-generate.ts";
import { checkLimits, countChars, countHashtags } from "#app/schemas/social.ts";
import type { GenerateForm } from "#app/schemas/social-form.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

// The OpenAI-compatible provider against a small chat-completions server on
// 127.0.0.1 that streams, stalls, fails and answers with hostile text.

type Mode =
  | "stream"
  | "stall-headers"
  | "stall-body"
  | "error"
  | "hostile"
  | "empty"
  | "garbage"
  | "runs-on"
  | "mixed";
let mode: Mode = "stream";
const requests: {
  auth: string | undefined;
  body: { model: string; stream: boolean; messages: { content: string }[] };
}[] = [];
const sockets = new Set<ServerResponse>();

const sse = (res: ServerResponse, content: string) =>
  res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);

function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = "";
  req.on("data", (c) => {
    raw += c;
  });
  req.on("end", () => {
    requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    if (req.url !== "/v1/chat/completions" || req.headers.authorization !== "Bearer test-secret-key") {
      res.writeHead(401).end();
      return;
    }
    sockets.add(res);
    res.on("close", () => sockets.delete(res));
    if (mode === "stall-headers") return;
    if (mode === "error") {
      res.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"boom"}}');
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream" });
    if (mode === "stall-body") {
      sse(res, "Počinje ");
      return;
    }
    if (mode === "empty") {
      res.end("data: [DONE]\n\n");
      return;
    }
    if (mode === "garbage") {
      res.end("data: {not json\n\ndata: [DONE]\n\n");
      return;
    }
    const longAnswer = [
      "Heljdino brašno sa kamenog mlina, mleveno polako. ".repeat(12),
      "#Zrnce #heljda #brasno #bezglutena #fruskagora #mlin #kamen #porodica #domace #pecenje #hleb #palacinke #jesen #zima #recept #kuhinja #ukus #priroda #selo #radionica",
    ];
    const parts =
      mode === "runs-on"
        ? longAnswer
        : mode === "mixed"
          ? ["Our heljdino brašno je the best for you, sa kamenog mlina and with love."]
          : mode === "hostile"
            ? [
                '"<script>alert(1)</script>**Heljdino** ',
                "brašno\u202E\u0007 <img src=x onerror=alert(2)>",
                '\n\n\n\n# Naslov\nkraj"',
              ]
            : ["Heljdino ", "brašno ", "sa kamenog mlina. ", "#Zrnce"];
    let i = 0;
    const tick = () => {
      if (i < parts.length) {
        sse(res, parts[i]!);
        i += 1;
        setTimeout(tick, 5);
      } else res.end("data: [DONE]\n\n");
    };
    tick();
  });
}

const server = createServer(handle);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
// Read once by getEnv(), before any test asks for it.
process.env.AI_BASE_URL = base;
process.env.AI_API_KEY = "test-secret-key";
process.env.AI_MODEL = "test-model";

const fast = { connectMs: 300, idleMs: 300, totalMs: 3000 };
const form: GenerateForm = {
  sourceType: "product",
  productId: "heljdino-brasno",
  articleId: "",
  topic: "",
  topicEn: "",
  topicKind: "event",
  platforms: ["instagram", "facebook"],
  language: "sr",
  tone: "warm",
  length: "medium",
  hashtags: true,
  cta: "page",
  variants: 2,
};

afterAll(async () => {
  for (const res of sockets) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  mode = "stream";
  requests.length = 0;
});

describe("the OpenAI-compatible provider", () => {
  const config = () => getAiConfig()!;

  it("is active when the three variables are set, and shows host and model but never the key", () => {
    expect(config()).toEqual({ baseUrl: base, apiKey: "test-secret-key", model: "test-model" });
    const shown = describeWriter();
    expect(shown).toEqual({ kind: "ai", host: new URL(base).host, model: "test-model" });
    expect(JSON.stringify(shown)).not.toContain("test-secret-key");
  });

  it("streams the answer piece by piece with the key in the Authorization header", async () => {
    const pieces: string[] = [];
    for await (const piece of streamChatCompletion(config(), [{ role: "user", content: "hi" }], fast))
      pieces.push(piece);
    expect(pieces).toEqual(["Heljdino ", "brašno ", "sa kamenog mlina. ", "#Zrnce"]);
    expect(requests[0]).toMatchObject({
      auth: "Bearer test-secret-key",
      body: { model: "test-model", stream: true },
    });
  });

  it.each([
    ["stall-headers", "timeout"],
    ["stall-body", "timeout"],
    ["error", "http"],
    ["empty", "empty"],
    ["garbage", "empty"],
  ] as const)("fails with a clear reason when the server %s", async (m, code) => {
    mode = m;
    const run = async () => {
      for await (const _ of streamChatCompletion(config(), [{ role: "user", content: "hi" }], fast));
    };
    await expect(run()).rejects.toSatisfy((e: unknown) => e instanceof AiError && e.code === code);
  });

  it("fails when nobody listens", async () => {
    const dead = { ...config(), baseUrl: "http://127.0.0.1:1/v1" };
    const run = async () => {
      for await (const _ of streamChatCompletion(dead, [{ role: "user", content: "hi" }], fast));
    };
    await expect(run()).rejects.toBeInstanceOf(AiError);
  });

  it("cuts an answer that runs on", async () => {
    let text = "";
    for await (const piece of streamChatCompletion(config(), [{ role: "user", content: "hi" }], {
      ...fast,
      maxChars: 12,
    }))
      text += piece;
    expect(text).toBe("Heljdino bra");
  });

  it("holds an answer to the platform: hashtags, emoji, link, length, language", () => {
    const link = "https://zrnce.rs/proizvod/heljdino-brasno";
    const rules = {
      locale: "sr" as const,
      hashtags: true,
      link,
      spareTags: ["#Zrnce", "#fruskagora", "#heljda"],
    };
    const tags = Array.from({ length: 20 }, (_, i) => `#oznaka${i}`).join(" ");
    const insta = fitAiPost(`Heljda je tu! 🌾😋✨🎉🥞\n\nMlevena na kamenu.\n\n${tags}`, {
      ...rules,
      platform: "instagram",
    })!;
    expect(countHashtags(insta)).toBe(15);
    expect([...insta.matchAll(/\p{Extended_Pictographic}/gu)]).toHaveLength(3);
    expect(insta.split("\n").at(-1)).toMatch(/^#oznaka0 .* #oznaka14$/);
    const linkedin = fitAiPost("Mi u manufakturi melјemo heljdu na kamenu. 🌾", {
      ...rules,
      platform: "linkedin",
    })!;
    expect(linkedin).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(countHashtags(linkedin)).toBe(1);
    const x = fitAiPost(`${"Heljdino brašno sa kamenog mlina. ".repeat(12)}#Zrnce #heljda #mlin`, {
      ...rules,
      platform: "x",
    })!;
    expect(countChars(x, "x")).toBeLessThanOrEqual(280);
    expect(x).toContain(link);
    expect(countHashtags(x)).toBe(2);
    expect(
      fitAiPost("Fresh buckwheat flour from our mill, and the best for your kitchen.", {
        ...rules,
        platform: "facebook",
      }),
    ).toBeNull();
    expect(
      fitAiPost("Heljdino brašno je tu, sa kamenog mlina.", { ...rules, locale: "en", platform: "facebook" }),
    ).toBeNull();
    expect(fitAiPost("Наше хељдино брашно.", { ...rules, platform: "facebook" })).toBeNull();
    expect(
      fitAiPost("Heljdino brašno sa kamenog mlina. #heljda", {
        ...rules,
        hashtags: false,
        platform: "facebook",
      }),
    ).toBe(`Heljdino brašno sa kamenog mlina.\n\n${link}`);
  });

  it("turns hostile output into plain text", () => {
    const cleaned = cleanAiText(
      '"<script>alert(1)</script>**Heljdino** brašno\u202E\u0007 <img src=x onerror=alert(2)>\n\n\n\n# Naslov\nkraj"',
    );
    expect(cleaned).toBe("alert(1)Heljdino brašno \n\nNaslov\nkraj");
    expect(cleanAiText("Volim <3 heljdu")).toBe("Volim <3 heljdu");
  });
});

describe.each(dialects)("generation with the provider on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await insertProduct(demoProducts[0]!);
  });
  afterAll(async () => {
    await database.close();
  });

  it("builds the prompt from the item's data only, with its claims and the link", async () => {
    const prepared = await prepareGeneration(form, "https://zrnce.rs");
    const [system, user] = buildPrompt(prepared!.source, {
      platform: "x",
      locale: "sr",
      tone: "playful",
      length: "short",
      hashtags: true,
      cta: "page",
      variant: 2,
      variants: 3,
      brand: "Zrnce",
      link: "https://zrnce.rs/proizvod/heljdino-brasno",
    });
    expect(system!.content).toContain("no health or medical promises");
    expect(user!.content).toContain("At most 280 characters");
    expect(user!.content).toContain("every link counts as 23 characters");
    expect(user!.content).toContain("Serbian only");
    expect(user!.content).toContain("Name: Heljdino brašno");
    expect(user!.content).toContain("Categories (the ONLY dietary claims allowed): gluten-free, vegan");
    expect(user!.content).toContain("https://zrnce.rs/proizvod/heljdino-brasno");
    expect(user!.content).toContain("variant 2 of 3");
    expect(`${system!.content}${user!.content}`).not.toContain("test-secret-key");
  });

  it("streams every draft from the provider", async () => {
    const prepared = await prepareGeneration(form, "https://zrnce.rs");
    const events = [];
    for await (const event of runGeneration(prepared!, { limits: fast })) events.push(event);
    expect(events[0]).toMatchObject({ type: "start", writer: "ai" });
    expect(events.filter((e) => e.type === "delta").length).toBeGreaterThanOrEqual(16);
    const finals = events.filter((e) => e.type === "final");
    expect(finals).toHaveLength(4);
    for (const f of finals) {
      expect(f.writer).toBe("ai");
      // The answer as written, with the link the post needs and Instagram's hashtags topped up from the data.
      expect(f.text).toMatch(/^Heljdino brašno sa kamenog mlina\.\n\n/);
      expect(f.text).toContain("#Zrnce");
      expect(f.text).toContain("https://zrnce.rs/proizvod/heljdino-brasno");
      if (f.key.startsWith("instagram")) expect(countHashtags(f.text)).toBeGreaterThanOrEqual(5);
    }
    expect(requests).toHaveLength(4);
  });

  it.each(["error", "stall-headers", "stall-body"] as const)(
    "falls back to the built-in writer with one notice when the provider answers %s",
    async (m) => {
      mode = m;
      const prepared = await prepareGeneration(form, "https://zrnce.rs");
      const events = [];
      for await (const event of runGeneration(prepared!, { limits: fast })) events.push(event);
      expect(events.filter((e) => e.type === "notice")).toHaveLength(1);
      const finals = events.filter((e) => e.type === "final");
      expect(finals).toHaveLength(4);
      for (const f of finals) {
        expect(f.writer).toBe("builtin");
        expect(f.text).toContain("Heljdino brašno");
      }
      // After the first failure the provider is not asked again.
      expect(requests).toHaveLength(1);
    },
  );

  it("keeps hostile output as plain text in the final drafts", async () => {
    mode = "hostile";
    const prepared = await prepareGeneration(
      { ...form, platforms: ["instagram"], variants: 1 },
      "https://zrnce.rs",
    );
    const { drafts, fallback } = await generateDrafts(prepared!, { limits: fast });
    expect(fallback).toBe(false);
    expect(drafts[0]!.text).toMatch(/^alert\(1\)Heljdino brašno \n\nNaslov\nkraj\n\nhttps:/);
    for (const bad of ["<", "\u202E", "\u0007"]) expect(drafts[0]!.text).not.toContain(bad);
  });

  it("holds an answer that runs on to each platform's limits, the link and its hashtags kept", async () => {
    mode = "runs-on";
    const prepared = await prepareGeneration(
      { ...form, platforms: ["instagram", "facebook", "linkedin", "x"], variants: 1, cta: "none" },
      "https://zrnce.rs",
    );
    const { drafts, fallback } = await generateDrafts(prepared!, { limits: fast });
    expect(fallback).toBe(false);
    const by = Object.fromEntries(drafts.map((d) => [d.platform, d.text]));
    for (const d of drafts) {
      expect(d.writer).toBe("ai");
      expect(checkLimits(d.text, d.platform).ok, d.text).toBe(true);
    }
    expect(countHashtags(by.instagram!)).toBe(15);
    expect(countHashtags(by.linkedin!)).toBe(3);
    expect(countHashtags(by.facebook!)).toBeLessThanOrEqual(3);
    expect(countHashtags(by.x!)).toBeLessThanOrEqual(2);
    // X and Facebook always carry the link, even without a call to action; X counts it as 23.
    expect(by.x).toContain("https://zrnce.rs/proizvod/heljdino-brasno");
    expect(by.facebook).toContain("https://zrnce.rs/proizvod/heljdino-brasno");
    expect(countChars(by.x!, "x")).toBeLessThanOrEqual(280);
    expect(by.x).toMatch(/^Heljdino brašno sa kamenog mlina/);
    expect(by.instagram).not.toContain("https://");
  });

  it("refuses an answer in two languages and writes that draft itself", async () => {
    mode = "mixed";
    const prepared = await prepareGeneration(
      { ...form, platforms: ["facebook"], variants: 2 },
      "https://zrnce.rs",
    );
    const events = [];
    for await (const event of runGeneration(prepared!, { limits: fast })) events.push(event);
    const finals = events.filter((e) => e.type === "final");
    expect(finals.map((f) => f.writer)).toEqual(["builtin", "builtin"]);
    for (const f of finals) expect(f.text).not.toMatch(/\b(the|and|with)\b/);
    expect(events.filter((e) => e.type === "notice")).toEqual([
      { type: "notice", code: "fallback", reason: "rejected" },
      { type: "notice", code: "fallback", reason: "rejected" },
    ]);
    // A refused answer is not a broken provider: it is asked for every draft.
    expect(requests).toHaveLength(2);
  });

  it("asks for a free topic in the owner's words, by kind and per language", async () => {
    const prepared = await prepareGeneration(
      {
        ...form,
        sourceType: "topic",
        productId: "",
        topic: "Naš štand na sajmu",
        topicEn: "Our stand at the fair",
        topicKind: "event",
        language: "both",
        platforms: ["linkedin"],
        variants: 1,
      },
      "https://zrnce.rs",
    );
    const { drafts } = await generateDrafts(prepared!, { limits: fast });
    expect(drafts.map((d) => d.locale)).toEqual(["sr", "en"]);
    const prompts = requests.map((r) => r.body.messages[1]!.content);
    expect(prompts[0]).toContain("Topic: Naš štand na sajmu");
    expect(prompts[0]).toContain("about an event");
    expect(prompts[0]).toContain("LinkedIn: the company's own voice");
    expect(prompts[0]).toContain("End with 1 to 3 relevant hashtags.");
    expect(prompts[1]).toContain("Topic: Our stand at the fair");
    expect(prompts[1]).toContain("British English only");
  });

  it("streams through the route without the key ever reaching the browser", async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...form, hashtags: "1", variants: "1" }))
      for (const item of Array.isArray(v) ? v : [v]) body.append(k, String(item));
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "127.0.0.1" });
    context.set(adminSessionContext, {
      userId: `ai-${dialect}`,
      email: "owner@zrnce.rs",
      sessionId: "s1",
      role: "owner",
      name: "Admin",
    });
    const response = (await streamAction({
      request: new Request("http://localhost:3000/admin/social-media/generate", { method: "POST", body }),
      context,
      params: {},
      unstable_pattern: "",
    } as any)) as Response;
    const text = await response.text();
    expect(text).toContain('"type":"delta"');
    expect(text).toContain('"writer":"ai"');
    expect(text).not.toContain("test-secret-key");
    expect(JSON.stringify([...response.headers])).not.toContain("test-secret-key");
  });
});
