import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact.ts";
import { contactErrors } from "./contact-rules.ts";

// The browser's rules must say what the action's zod schema says, field by field.
const valid = { name: "Ana", email: "ana@primer.rs", subject: "general", message: "Zdravo" };
const cases: Array<Record<string, string>> = [
  {},
  valid,
  { ...valid, name: "   " },
  { ...valid, name: "Ana\nJovanović" },
  { ...valid, name: "a".repeat(101) },
  { ...valid, name: ` ${"a".repeat(100)} ` },
  { ...valid, email: "ana@primer" },
  { ...valid, email: "ana.@primer.rs" },
  { ...valid, email: ".ana@primer.rs" },
  { ...valid, email: "ana..b@primer.rs" },
  { ...valid, email: "ana+bilten@primer.co.rs" },
  { ...valid, email: `${"a".repeat(250)}@b.rs` },
  { ...valid, email: "ana@-primer.rs" },
  { ...valid, email: "čika@primer.rs" },
  { ...valid, phone: "+381 (64) 111-2222" },
  { ...valid, phone: "064/111.222" },
  { ...valid, phone: "pozovite me" },
  { ...valid, phone: "1".repeat(31) },
  { ...valid, subject: "wholesale" },
  { ...valid, subject: "gossip" },
  { ...valid, message: " \n " },
  { ...valid, message: "m".repeat(5001) },
  { ...valid, product: "heljdino-brasno", website: "" },
];

function formData(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

describe("contact rules in the browser", () => {
  it.each(cases)("agree with the schema for %j", (values) => {
    const server = parseWithZod(formData(values), { schema: contactSchema });
    const payload = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ""));
    const expected = server.status === "success" ? null : server.reply().error;
    expect(contactErrors(payload)).toEqual(expected);
  });
});
