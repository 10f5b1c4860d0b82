import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { variantPath } from "#app/domain/media/images.server.ts";
import type { Route } from "./+types/media";

const fileName = /^(320|640|960|1280)\.(avif|webp)$/;
const mediaId = /^[0-9a-f-]{36}$/;

// Variants never change under the same id, so browsers may keep them for a year.
export async function loader({ params }: Route.LoaderArgs) {
  const match = fileName.exec(params.file);
  if (!match || !mediaId.test(params.id)) throw new Response("Not found", { status: 404 });
  const [, width, format] = match;
  const file = variantPath(params.id, Number(width), format as "avif" | "webp");
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new Response("Not found", { status: 404 });
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      "Content-Type": `image/${format}`,
      "Content-Length": String(info.size),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
