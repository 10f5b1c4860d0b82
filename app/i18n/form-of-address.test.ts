import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// One form of address in every Serbian text of the site (issue 26, point 9; decision
// 0049): the formal "vi", written lower-case inside a sentence. The Serbian texts live
// in the i18n resources, the demo content, the pages' default words, the mail templates
// and the social writer, all under app/ and server/: every source file there is read.

const root = path.resolve(import.meta.dirname, "../..");
const self = path.resolve(import.meta.dirname, "form-of-address.test.ts");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file !== self && !file.includes(`${path.sep}resources${path.sep}en${path.sep}`));
}

const files = [...sources("app"), ...sources("server")];

// Informal address: the pronoun ("ti", "tvoj", "tebi"), verbs in the second person
// singular ("možeš", "pišeš") and imperatives addressed to one person ("pogledaj").
// "ti" alone is not listed: it is also the plural "those" ("Ti sastojci…").
const informal =
  /(?<![\p{L}])(tvoj\p{L}*|tebi|tebe|tobom|možeš|pišeš|imaš|znaš|želiš|hoćeš|vidiš|dobiješ|nađeš|kupiš|voliš|treba ti|ti je|ti se|pogledaj|pokušaj ponovo|pročitaj|probaj|isprobaj|javi|piši|pitaj|saznaj|otkrij|naruči|uživaj|kontaktiraj|zapamti|potraži|pronađi|upoznaj|pridruži)(?![\p{L}])/giu;

// A capitalised "Vi"/"Vaš" inside a sentence (not after . ! ? or an opening quote).
const capitalised =
  /(?<=[^.!?"`„\s{]\s)(Vi|Vas|Vam|Vama|Vaš|Vaša|Vaše|Vašu|Vašeg|Vašem|Vaših|Vašim|Vašoj|Vašom)(?![\p{L}])/gu;

function findings(pattern: RegExp) {
  const found: string[] = [];
  for (const file of files) {
    const lines = readFileSync(file, "utf8").split("\n");
    lines.forEach((line, i) => {
      for (const match of line.matchAll(pattern))
        found.push(`${path.relative(root, file)}:${i + 1}: ${match[0]}`);
    });
  }
  return found;
}

describe("the Serbian texts' form of address", () => {
  it("reads the resources, the demo content and the mail templates", () => {
    const names = files.map((f) => path.relative(root, f));
    expect(names).toContain(path.join("app", "i18n", "resources", "sr", "common.ts"));
    expect(names).toContain(path.join("app", "demo", "articles.ts"));
    expect(names).toContain(path.join("app", "domain", "mail", "templates.server.ts"));
  });

  it("never speaks to the visitor informally", () => {
    expect(findings(informal)).toEqual([]);
  });

  it("writes the formal vi lower-case inside a sentence", () => {
    expect(findings(capitalised)).toEqual([]);
  });

  it("would notice both (the patterns catch what they are for)", () => {
    expect("Pogledaj proizvod".match(informal)).toEqual(["Pogledaj"]);
    expect("Ako želiš, piši nam".match(informal)).toEqual(["želiš", "piši"]);
    expect("Ti sastojci imaju više masnoća".match(informal)).toBeNull();
    expect("Zatražena je lozinka za Vaš nalog.".match(capitalised)).toEqual(["Vaš"]);
    expect("Vaša e-adresa".match(capitalised)).toBeNull();
  });
});
