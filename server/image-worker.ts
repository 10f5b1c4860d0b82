import { execFileSync } from "node:child_process";
import sharp from "sharp";
import { encodeVariants, InvalidImageError } from "#app/domain/media/variants.server.ts";

// The image worker: a child process of the server, at the lowest OS priority,
// that makes the variants of one image at a time (app/domain/media/variant-maker.server.ts).
// One image may use at most cpuCapSeconds of CPU: a crafted file is stopped by
// the work it costs, not by the clock, which a busy machine stretches for a
// process that yields to everyone else.

// Below nice 19: Linux's idle class (SCHED_IDLE), for every thread of this
// process and those it starts, runs only when no other process wants a core, so a
// page request never waits behind an image (bench/results.md, photos). Without
// chrt (util-linux) the server's nice 19 stays.
try {
  execFileSync("chrt", ["--all-tasks", "--idle", "--pid", "0", String(process.pid)], { stdio: "ignore" });
} catch {
  // Not on Linux, or not allowed: nice 19 from the server.
}

// One libvips thread: on a two-core machine a second one only takes cache and
// memory bandwidth from the web server, whatever the scheduling class says.
sharp.concurrency(Number(process.env.IMAGE_WORKER_THREADS ?? 1));

const cpuCapSeconds = Number(process.env.IMAGE_CPU_CAP_SECONDS ?? 90);
/** sharp's own per-step limit here is only a backstop: the CPU cap is the real one. */
const wallTimeoutSeconds = 900;

let queue = Promise.resolve();

process.on("message", (msg: { id: number; bytes: Uint8Array; effort?: number }) => {
  queue = queue.then(async () => {
    const started = process.cpuUsage();
    const watch = setInterval(() => {
      const used = process.cpuUsage(started);
      if ((used.user + used.system) / 1e6 > cpuCapSeconds) {
        clearInterval(watch);
        // Marked failed (not retried): the same file would cost the same again. Then a fresh worker.
        const error = `Over ${cpuCapSeconds} s of CPU for one image.`;
        process.send?.({ id: msg.id, error, invalid: true, exiting: true }, () => process.exit(1));
      }
    }, 500);
    try {
      const variants = await encodeVariants(msg.bytes, {
        effort: msg.effort,
        timeoutSeconds: wallTimeoutSeconds,
      });
      process.send?.({ id: msg.id, variants });
    } catch (error) {
      process.send?.({
        id: msg.id,
        error: error instanceof Error ? error.message : String(error),
        invalid: error instanceof InvalidImageError,
      });
    } finally {
      clearInterval(watch);
    }
  });
});
// The parent gone, nothing is left to do.
process.on("disconnect", () => process.exit(0));
