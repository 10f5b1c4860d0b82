import { z } from "zod";

// The trash's rows as the domain reads them and the trash screen draws them,
// and the screen's row actions.

export const trashKinds = ["product", "article"] as const;
export type TrashKind = (typeof trashKinds)[number];

export interface TrashRow {
  kind: TrashKind;
  id: string;
  /** Name or title in the admin's language (Serbian when there is no other). */
  title: string;
  imageId: string | null;
  deletedAt: string;
  /** When the purge deletes it for good. */
  purgeAt: string;
  /** Social posts made from it (marked "izvor obrisan" while it is here). */
  posts: number;
}

/** A row's action; the row is named by kind and id ("product:heljdino-brasno"). */
export const trashActionSchema = z.object({
  intent: z.enum(["restore", "deleteForever"]),
  id: z.string().regex(/^(product|article):.{1,120}$/),
});

export function trashRowKey(row: { kind: TrashKind; id: string }): string {
  return `${row.kind}:${row.id}`;
}

export function parseTrashRowKey(key: string): { kind: TrashKind; id: string } {
  const at = key.indexOf(":");
  return { kind: key.slice(0, at) as TrashKind, id: key.slice(at + 1) };
}
