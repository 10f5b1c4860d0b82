import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { readableMail } from "../../support/mail.ts";
import { dataDir } from "./page.ts";

/** The newest mail to `to` holding `marker` in the server's outbox, once it is there. */
export async function mailFor(to: string, marker: string): Promise<string> {
  const outbox = path.join(dataDir(), "outbox");
  let found = "";
  await expect
    .poll(() => {
      const mails = (existsSync(outbox) ? readdirSync(outbox).sort() : [])
        .map((file) => readableMail(readFileSync(path.join(outbox, file), "utf8")))
        .filter((mail) => mail.includes(`To: ${to}`) && mail.includes(marker));
      found = mails.at(-1) ?? "";
      return found;
    })
    .not.toBe("");
  return found;
}

/** The newsletter confirmation link in the newest confirmation mail to `to`. */
export async function confirmationLinkFor(to: string): Promise<string> {
  const mail = await mailFor(to, "/newsletter/potvrda?token=");
  return /https?:\/\/\S+\/newsletter\/potvrda\?token=[\w-]+(&lng=en)?/.exec(mail)?.[0] ?? "";
}
