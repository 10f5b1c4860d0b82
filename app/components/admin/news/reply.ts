import type { SubmissionResult } from "@conform-to/react";
import type { VersionConflict } from "#app/schemas/record-version.ts";

// What the news screens receive from their routes.

export type { ArticleState } from "#app/schemas/admin-rows.ts";

/** One language of an article as visitors will read it: sanitised body, reading time. */
export interface PreviewText {
  title: string;
  excerpt: string;
  body: string;
  reading_minutes: number;
}

export type ArticlePreviewTexts = Record<"sr" | "en", PreviewText>;

/** The article editor's answer: Conform's reply for the form, and the preview when one was asked for. */
export interface ArticleReply {
  result: SubmissionResult<string[]>;
  preview?: ArticlePreviewTexts;
  /** Refused because someone saved a newer version meanwhile. */
  conflict?: VersionConflict;
}
