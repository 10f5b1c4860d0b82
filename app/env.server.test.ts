import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server.ts";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "zrnce-env-"));

describe("parseEnv", () => {
  it("applies the defaults", () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env.PORT).toBe(3000);
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("makes the session secret once outside production and keeps it in the data folder", () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir });
    const second = parseEnv({ DATA_DIR: dir });
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first.SESSION_SECRET);
  });

  it("requires the session secret in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(/SESSION_SECRET/);
  });

  it("stops on a bad value with one line naming the variable", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: "eighty" }, /^Invalid environment variable PORT/],
      [{ DATABASE_URL: "mysql://x" }, /^Invalid environment variable DATABASE_URL/],
      [{ LOG_LEVEL: "loud" }, /^Invalid environment variable LOG_LEVEL/],
      [{ PUBLIC_URL: "not a url" }, /^Invalid environment variable PUBLIC_URL/],
      [{ SESSION_SECRET: "short" }, /^Invalid environment variable SESSION_SECRET/],
    ];
    for (const [source, message] of cases) {
      let error: unknown;
      try {
        parseEnv({ DATA_DIR: dataDir(), ...source });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(EnvError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("takes S3 storage all or nothing, with one line naming what is missing", () => {
    const s3 = {
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "zrnce",
      S3_REGION: "eu-central-1",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(parseEnv({ DATA_DIR: dataDir() }).S3).toBeUndefined();
    expect(parseEnv({ DATA_DIR: dataDir(), ...s3, S3_FORCE_PATH_STYLE: "true" }).S3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "zrnce",
      region: "eu-central-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
    const { S3_REGION: _, ...noRegion } = s3;
    expect(() => parseEnv({ DATA_DIR: dataDir(), ...noRegion })).toThrow(
      /^Invalid environment variable S3_REGION: required because S3_ENDPOINT is set \(S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\)$/,
    );
    expect(() => parseEnv({ DATA_DIR: dataDir(), S3_BUCKET: "zrnce" })).toThrow(
      /^Invalid environment variable S3_ENDPOINT:/,
    );
    expect(() => parseEnv({ DATA_DIR: dataDir(), ...s3, S3_ENDPOINT: "minio" })).toThrow(
      /^Invalid environment variable S3_ENDPOINT/,
    );
    expect(() => parseEnv({ DATA_DIR: dataDir(), ...s3, S3_FORCE_PATH_STYLE: "yes" })).toThrow(
      /^Invalid environment variable S3_FORCE_PATH_STYLE/,
    );
  });
});
