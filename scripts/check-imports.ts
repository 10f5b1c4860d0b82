// The import-boundary check (DESIGN.md §5): imports flow routes → domain → db;
// app/http (HTTP plumbing) sits beside the routes and may call the domain, never
// the other way round.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const drivers = ["kysely", "better-sqlite3", "pg"];

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    // Tests may import test tools; the boundaries are about what ships.
    else if (/\.(ts|tsx)$/.test(name) && !/\.(d|test)\.ts$/.test(name)) yield full;
  }
}

function resolveTarget(file: string, spec: string): string {
  if (spec.startsWith("#app/")) return path.join("app", spec.slice(5));
  if (spec.startsWith(".")) return path.relative(root, path.resolve(path.dirname(file), spec));
  return spec;
}

const problems: string[] = [];
for (const file of walk(path.join(root, "app"))) {
  const rel = path.relative(root, file);
  const source = readFileSync(file, "utf8");
  const specs = [
    ...source.matchAll(/(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => m[1] ?? m[2] ?? "");
  const inDbOrDomain = rel.startsWith("app/db/") || rel.startsWith("app/domain/");
  for (const spec of specs) {
    const target = resolveTarget(file, spec);
    const pkg = spec.split("/")[0] ?? "";
    if (drivers.includes(pkg) && !inDbOrDomain)
      problems.push(`${rel}: imports ${spec}; database drivers belong in app/db or app/domain`);
    if (
      (rel.startsWith("app/components/") || rel.startsWith("app/schemas/")) &&
      (target.startsWith("app/domain/") || target.startsWith("app/db/"))
    )
      problems.push(`${rel}: imports ${spec}; components and schemas never reach domain or db`);
    if (
      rel.startsWith("app/schemas/") &&
      !spec.startsWith(".") &&
      !spec.startsWith("#app/schemas/") &&
      spec !== "zod" &&
      // The password rule's scorer and its word lists (app/schemas/password-strength.ts).
      !(rel === "app/schemas/password-strength.ts" && spec.startsWith("@zxcvbn-ts/"))
    )
      problems.push(`${rel}: imports ${spec}; schemas import only zod`);
    if (rel.startsWith("app/routes/") && target.startsWith("app/db/"))
      problems.push(`${rel}: imports ${spec}; routes call domain functions, never db`);
    if (rel.startsWith("app/db/") && target.startsWith("app/domain/"))
      problems.push(`${rel}: imports ${spec}; db never imports domain`);
    if (
      (inDbOrDomain || rel.startsWith("app/components/") || rel.startsWith("app/schemas/")) &&
      target.startsWith("app/http/")
    )
      problems.push(`${rel}: imports ${spec}; HTTP plumbing is for routes and the server only`);
    if (rel.startsWith("app/http/") && target.startsWith("app/db/"))
      problems.push(`${rel}: imports ${spec}; HTTP plumbing reaches the database through the domain`);
    if (rel.startsWith("app/db/migrations/") && target.startsWith("app/"))
      problems.push(`${rel}: imports ${spec}; migrations are frozen and import no app code`);
    if (rel.startsWith("app/components/") && /\.server(\.tsx?)?$/.test(target))
      problems.push(`${rel}: imports server-only ${spec}`);
  }
}

if (problems.length) {
  console.error(`Import boundaries broken:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
