import { type ChildProcess, fork } from "node:child_process";
import { setPriority } from "node:os";
import path from "node:path";
import sharp from "sharp";
import {
  encodeVariants,
  ImageTimeoutError,
  InvalidImageError,
  type Variant,
} from "#app/domain/media/variants.server.ts";

// Where the CPU work of the variants runs, so public pages stay quick while
// photos are processed (decision 0027 has the figures):
// - "child": one long-lived child process at the lowest OS priority (nice 19),
//   so the kernel gives the web server the cores first; an image is capped by
//   the CPU time it uses (90 s), not by the clock;
// - "inline": in this process, libvips limited to one thread (sharp.concurrency(1)).

export type VariantMode = "child" | "inline";

let mode: VariantMode = process.env.IMAGE_WORKER === "inline" ? "inline" : "child";
let workerFile = path.resolve(process.cwd(), "server/image-worker.ts");

/** Chooses the mode (the benchmark compares them) and where the worker script lies. */
export function configureVariantMaker(options: { mode?: VariantMode; workerFile?: string }): void {
  if (options.mode) mode = options.mode;
  if (options.workerFile) workerFile = options.workerFile;
}

export function variantMode(): VariantMode {
  return mode;
}

/**
 * A backstop only: the child stops an image by the CPU it costs (server/image-worker.ts).
 * At the lowest priority on a busy machine the clock says little about the work.
 */
const childTimeoutMs = 30 * 60_000;

interface Pending {
  resolve: (variants: Variant[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  /** The worker it was sent to: only that one's end fails it. */
  worker: ChildProcess;
}

let child: ChildProcess | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/** Fails what was sent to `worker` (or to any, when none is named). */
function failAll(error: Error, worker?: ChildProcess) {
  for (const [id, p] of pending) {
    if (worker && p.worker !== worker) continue;
    clearTimeout(p.timer);
    p.reject(error);
    pending.delete(id);
  }
}

function worker(): ChildProcess {
  if (child && child.exitCode === null && !child.killed) return child;
  const started = fork(workerFile, [], {
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    execArgv: [],
  });
  if (started.pid) {
    try {
      setPriority(started.pid, 19);
    } catch {
      // Not allowed here (some containers): it still runs off the web server's event loop.
    }
  }
  type Message = { id: number; variants?: Variant[]; error?: string; invalid?: boolean; exiting?: boolean };
  started.on("message", (msg: Message) => {
    // It stopped an image over its CPU cap and is leaving: the next image goes to a fresh
    // worker, not to this one to be lost as it exits.
    if (msg.exiting && child === started) child = undefined;
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    clearTimeout(p.timer);
    if (msg.variants) p.resolve(msg.variants.map((v) => ({ ...v, bytes: Buffer.from(v.bytes) })));
    else p.reject(msg.invalid ? new InvalidImageError(msg.error) : new Error(msg.error));
  });
  started.on("exit", () => {
    if (child === started) child = undefined;
    failAll(new Error("The image worker stopped."), started);
  });
  // The server may exit while the worker idles.
  started.unref();
  started.channel?.unref();
  child = started;
  return started;
}

/** The variants of one image, made where the mode says. */
export function makeVariants(bytes: Uint8Array, effort?: number): Promise<Variant[]> {
  if (mode === "inline") {
    sharp.concurrency(1);
    return encodeVariants(bytes, { effort });
  }
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const proc = worker();
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new ImageTimeoutError("The image took too long to process."));
      proc.kill("SIGKILL");
    }, childTimeoutMs);
    pending.set(id, { resolve, reject, timer, worker: proc });
    proc.channel?.ref();
    proc.send({ id, bytes, effort }, (error) => {
      if (error) {
        pending.delete(id);
        clearTimeout(timer);
        reject(error);
      }
    });
  }).finally(() => {
    if (pending.size === 0) child?.channel?.unref();
  }) as Promise<Variant[]>;
}

/** Ends the worker (shutdown, tests). */
export function stopVariantMaker(): void {
  failAll(new Error("The image worker was stopped."));
  child?.kill();
  child = undefined;
}
