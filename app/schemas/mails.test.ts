import { describe, expect, it } from "vitest";
import { readFormMessage } from "./form-message.ts";
import { composeMail, mailsSchema } from "./mails.ts";

const pair = (sr: string, en = "") => ({ sr, en });
const texts = (greeting: string) => ({
  subject: pair("Primili smo vašu poruku"),
  greeting: pair(greeting),
  body: pair("Hvala."),
  signature: pair(""),
});

describe("the visitors' mails", () => {
  it("refuses a placeholder the mail does not know, naming the ones it does", () => {
    const result = mailsSchema.safeParse({
      welcome: texts("Zdravo {name},"),
      contactReply: texts("Zdravo {ime},"),
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => ({
      path: i.path.join("."),
      ...readFormMessage(i.message),
    }));
    expect(issues).toEqual([
      {
        path: "welcome.greeting.sr",
        key: "errors.placeholder",
        values: { found: "{name}", allowed: "{brand}" },
      },
      {
        path: "contactReply.greeting.sr",
        key: "errors.placeholder",
        values: { found: "{ime}", allowed: "{name}, {brand}" },
      },
    ]);
  });

  it("composes paragraphs at blank lines, fills in the name, escapes it in HTML and adds the unsubscribe link", () => {
    const reply = composeMail(
      "contactReply",
      {
        subject: "Hvala, {name}",
        greeting: "Zdravo, {name},",
        body: "prvi\n\ndrugi pasus",
        signature: "Zrnce",
      },
      "sr",
      { name: "Ana <b>" },
    );
    expect(reply.subject).toBe("Hvala, Ana <b>");
    expect(reply.text).toBe("Zdravo, Ana <b>,\n\nprvi\n\ndrugi pasus\n\nZrnce");
    expect(reply.html).toContain("Zdravo, Ana &#60;b&#62;,");
    const welcome = composeMail(
      "welcome",
      { subject: "Dobro došli", greeting: "", body: "hvala", signature: "" },
      "en",
      { unsubscribeUrl: "https://zrnce.rs/newsletter/odjava?token=t" },
    );
    expect(welcome.text).toBe(
      "hvala\n\nIf you change your mind, you can unsubscribe with one click:\nhttps://zrnce.rs/newsletter/odjava?token=t",
    );
  });
});
