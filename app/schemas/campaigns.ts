import { z } from "zod";
import { belgradeLocalToIso } from "./belgrade-time.ts";

// The newsletter editor's form as posted (issue 25, point 2). Messages are keys
// of the admin namespace. The bodies are rich-text HTML, sanitised on the server.

const text = (max: number) => z.string().trim().max(max, "errors.tooLong");

/** A card under the text: "product:<id>" or "article:<slug>". */
export const campaignCardSchema = z
  .string()
  .regex(/^(product|article):[a-z0-9-]{1,120}$/)
  .transform((v) => {
    const [kind, id] = v.split(":") as ["product" | "article", string];
    return { kind, id };
  });
export type CampaignCard = z.output<typeof campaignCardSchema>;

export const campaignFormSchema = z.object({
  subjectSr: text(200).min(1, "errors.required"),
  subjectEn: text(200).default(""),
  bodySr: text(100_000).min(1, "errors.required"),
  bodyEn: text(100_000).default(""),
  // Checkboxes: none posts nothing, one posts a string, several an array.
  cards: z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(campaignCardSchema).max(12),
  ),
});
export type CampaignForm = z.output<typeof campaignFormSchema>;

/** "Zakaži": a Belgrade wall-clock time in the future. */
export const scheduleFormSchema = z.object({
  at: z
    .string()
    .trim()
    .min(1, "errors.required")
    .transform((v, ctx) => {
      const iso = belgradeLocalToIso(v);
      if (!iso) {
        ctx.addIssue({ code: "custom", message: "errors.dateTime" });
        return z.NEVER;
      }
      if (Date.parse(iso) <= Date.now()) {
        ctx.addIssue({ code: "custom", message: "campaigns.inThePast" });
        return z.NEVER;
      }
      return iso;
    }),
});

export const campaignStatuses = ["draft", "scheduled", "sending", "sent"] as const;
export type CampaignStatusName = (typeof campaignStatuses)[number];
