import { encodeVariants, InvalidImageError } from "#app/domain/media/variants.server.ts";

// The image worker: a child process of the server, at the lowest OS priority,
// that makes the variants of one image at a time (app/domain/media/variant-maker.server.ts).

let queue = Promise.resolve();

process.on("message", (msg: { id: number; bytes: Uint8Array; effort?: number }) => {
  queue = queue.then(async () => {
    try {
      const variants = await encodeVariants(msg.bytes, { effort: msg.effort });
      process.send?.({ id: msg.id, variants });
    } catch (error) {
      process.send?.({
        id: msg.id,
        error: error instanceof Error ? error.message : String(error),
        invalid: error instanceof InvalidImageError,
      });
    }
  });
});
// The parent gone, nothing is left to do.
process.on("disconnect", () => process.exit(0));
