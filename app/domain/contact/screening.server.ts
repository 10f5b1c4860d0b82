import type { FormStartCheck } from "#app/domain/security/form-start.server.ts";

// The rules that hold a contact message for the owner instead of delivering it
// (docs/decisions/0037-held-messages.md). None of them drops a message: each can
// be wrong about a person, so the owner has the last word.

/** Why a message waits: the words the admin shows are admin:messages.heldReasons.*. */
export type HeldReason = "flood" | "tooFast" | "noStart" | "stale" | "manyLinks" | "linksOnly" | "linkInName";

/** A link as spam writes them: a web address, a "www." one, or HTML / BBCode markup. */
const linkPattern = /(?:https?:\/\/|www\.)[^\s<>"'\]]+|<a\s[^>]*href|\[url[=\]]/gi;

/** More links than a person puts in a note to a small shop. */
const manyLinks = 3;
/** Letters left once the links are taken out, below which a message is "links only". */
const fewLetters = 12;

export function countLinks(text: string): number {
  return text.match(linkPattern)?.length ?? 0;
}

/** What in the text looks like spam. */
export function contentReasons(input: { name: string; message: string }): HeldReason[] {
  const reasons: HeldReason[] = [];
  const links = countLinks(input.message);
  if (links >= manyLinks) reasons.push("manyLinks");
  const letters = input.message.replace(linkPattern, "").replace(/[^\p{L}]/gu, "").length;
  if (links > 0 && letters < fewLetters) reasons.push("linksOnly");
  if (countLinks(input.name) > 0) reasons.push("linkInName");
  return reasons;
}

/** Every reason to hold a message: a flood, the form's timing, and its content. */
export function heldReasons({
  flood,
  start,
  input,
}: {
  flood: boolean;
  start: FormStartCheck;
  input: { name: string; message: string };
}): HeldReason[] {
  return [
    ...(flood ? (["flood"] as const) : []),
    ...(start === "ok" ? [] : [start]),
    ...contentReasons(input),
  ];
}
