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
  getAiConfig,
  streamChatCompletion,
} from "#app/domain/social/ai-provider.server.ts";
import { generateDrafts, prepareGeneration, runGeneration } from "#app/domain/social/generate.server.ts";
import { action as streamAction } from "#app/routes/admin/social-media-generate.ts";
import type { GenerateForm } from "#app/schemas/social-form.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

// The OpenAI-compatible provider against a small chat-completions server on
// 127.0.0.1 that streams, stalls, fails and answers with hostile text.

type Mode = "stream" | "stall-headers" | "stall-body" | "error" | "hostile" | "empty" | "garbage";
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
    const parts =
      mode === "hostile"
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
    expect(user!.content).toContain("at most 280 characters");
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
    for (const f of finals)
      expect(f).toMatchObject({ writer: "ai", text: "Heljdino brašno sa kamenog mlina. #Zrnce" });
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
    expect(drafts[0]!.text).toBe("alert(1)Heljdino brašno \n\nNaslov\nkraj");
    for (const bad of ["<", "\u202E", "\u0007"]) expect(drafts[0]!.text).not.toContain(bad);
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
