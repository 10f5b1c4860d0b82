import type { SubmissionResult } from "@conform-to/react";
import type { PictureImage } from "#app/components/ui/picture.tsx";
import type { Platform, PostLocale } from "#app/schemas/social.ts";

export type WriterKind = "builtin" | "ai";

/** One draft as the page shows it: which post it is, its text, and who wrote it. */
export interface DraftView {
  key: string;
  platform: Platform;
  locale: PostLocale;
  variant: number;
  text: string;
  writer: WriterKind;
}

/** A language the item lacks text in: no drafts in it, and a link to its editor. */
export interface DraftGap {
  locale: PostLocale;
  sourceType: "product" | "article";
  editPath: string;
}

/** The writer's choices the drafts were written from; the save form posts them again. */
export type WriterSettings = Record<string, string | string[]>;

/** A finished generation (or the drafts of a save that failed), to show and save. */
export interface Generated {
  drafts: DraftView[];
  writer: WriterKind;
  fallback: boolean;
  gaps?: DraftGap[];
  image: PictureImage | null;
  seed: number;
  settings: WriterSettings;
}

/**
 * The writer's action answer: which form it is about, its Conform reply, a notice
 * (a key of the admin namespace) and, when there are drafts, the drafts.
 */
export interface WriterReply {
  intent: "generate" | "save";
  result?: SubmissionResult<string[]>;
  message?: string;
  seconds?: number;
  generated?: Generated;
}

/** The stream route's answer when it writes nothing: the form's reply or why it refused. */
export interface StreamRefusal {
  error: "invalid" | "notFound" | "rateLimited";
  result?: SubmissionResult<string[]>;
  retryAfter?: number;
}

/** The stream route's events, one JSON object per line. */
export type StreamEvent =
  | {
      type: "start";
      writer: WriterKind;
      drafts: Omit<DraftView, "text" | "writer">[];
      image: PictureImage | null;
      gaps: DraftGap[];
    }
  | { type: "delta"; key: string; text: string }
  | { type: "final"; key: string; text: string; writer: WriterKind }
  | { type: "notice"; code: "fallback" }
  | { type: "done" };

const notSettings = new Set(["intent", "seed", "writer", "drafts"]);

/** The writer's settings among posted fields (the buttons' and the drafts' own left out). */
export function settingsOf(entries: Iterable<[string, unknown]>): WriterSettings {
  const settings: WriterSettings = {};
  for (const [name, value] of entries) {
    if (notSettings.has(name)) continue;
    if (typeof value === "string") {
      const before = settings[name];
      settings[name] = before === undefined ? value : [before, value].flat();
    } else if (Array.isArray(value)) settings[name] = value.filter((v) => typeof v === "string");
  }
  return settings;
}
