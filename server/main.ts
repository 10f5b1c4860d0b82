import path from "node:path";
import { fileURLToPath } from "node:url";
import { restartWithSmallServerMemory } from "./memory.ts";

// The process entry: loads the HTTP layer (from the build, or through Vite in
// development), prepares the database, listens, and shuts down gracefully.

restartWithSmallServerMemory();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const development = process.env.NODE_ENV === "development";

type ServerModule = typeof import("./app.ts");

let mod: ServerModule;
let vite: import("vite").ViteDevServer | undefined;
try {
  if (development) {
    const { createServer } = await import("vite");
    vite = await createServer({ root, server: { middlewareMode: true }, appType: "custom" });
    mod = (await vite.ssrLoadModule(path.join(root, "server/app.ts"))) as ServerModule;
  } else {
    mod = (await import(path.join(root, "build/server/index.js"))) as ServerModule;
  }
} catch (error) {
  // A bad environment variable ends here with one clear line.
  const message = error instanceof Error ? error.message : String(error);
  if (/environment variable/.test(message)) {
    console.error(message);
    process.exit(1);
  }
  throw error;
}

let prepared: Awaited<ReturnType<ServerModule["prepare"]>>;
let app: ReturnType<ServerModule["createServerApp"]>;
try {
  prepared = await mod.prepare();
  app = mod.createServerApp({ vite, clientDir: path.join(root, "build/client") });
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(/environment variable/.test(message) ? message : error);
  process.exit(1);
}

const { PORT: port, HOST: host } = mod.getEnv();
mod.startBackgroundWork({ root });
const server = app.listen(port, host, (error?: NodeJS.ErrnoException) => {
  if (error) {
    // Another program (or another copy of the site) has the port: say so and fail,
    // rather than claim to run (issue 24, point 8).
    console.error(
      error.code === "EADDRINUSE"
        ? `Port ${port} on ${host} is already in use (is the site already running?). Stop that program or choose another port with PORT=…`
        : `Cannot listen on ${host}:${port}: ${error.message}`,
    );
    void mod.shutdown().finally(() => process.exit(1));
    return;
  }
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  console.log(`Zrnce is running at http://${shown}:${port}`);
  if (prepared.seeded) console.log("Demo content was added to the empty database.");
  if (prepared.admin) {
    // A password in a log (systemd, docker, a CI run) is readable by whoever reads the logs:
    // only a person at a terminal sees it; the 0600 file keeps it (issue 24, point 9).
    if (process.stdout.isTTY) {
      console.log(`Admin login created: ${prepared.admin.email} / ${prepared.admin.password}`);
      console.log(`(also saved in ${prepared.admin.file})`);
    } else
      console.log(
        `Admin login created: ${prepared.admin.email}; its password is in ${prepared.admin.file} (readable by this user only)`,
      );
  }
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing requests and closing the database`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await mod.shutdown();
    await vite?.close();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
// Logged, not fatal: one forgotten promise must not take every visitor's page down
// (tests/reliability/unhandled-rejection.test.ts).
process.on("unhandledRejection", (reason) => mod.reportUnhandledRejection(reason));
