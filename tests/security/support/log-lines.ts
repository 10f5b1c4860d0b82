import fs from "node:fs";
import { vi } from "vitest";

/**
 * The JSON log lines this process writes from now on, kept for the test to read.
 * pino writes them to fd 1 through sonic-boom (fs.write); they are taken there and
 * not printed. Call at the top of a test file, before the server is loaded.
 */
export function captureLogLines(): string[] {
  const lines: string[] = [];
  const realWrite = fs.write;
  const isLogLine = (fd: unknown, data: unknown): data is string =>
    fd === 1 && typeof data === "string" && data.startsWith('{"level"');
  vi.spyOn(fs, "write").mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (!isLogLine(fd, data)) return (realWrite as (...a: unknown[]) => void)(fd, data, ...rest);
    lines.push(...data.split("\n").filter(Boolean));
    const callback = rest.at(-1) as (error: null, written: number) => void;
    process.nextTick(callback, null, Buffer.byteLength(data));
  }) as typeof fs.write);
  return lines;
}
