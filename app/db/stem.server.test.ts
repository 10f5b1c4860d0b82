import { describe, expect, it } from "vitest";
import { foldForSearch } from "./fold.server.ts";
import { stemEnglish, stemSerbian } from "./stem.server.ts";

const stem = (word: string) => stemSerbian(foldForSearch(word));

describe("stemSerbian", () => {
  it("gives the forms of one word one stem", () => {
    for (const [forms, want] of [
      ["Fruška Fruškoj Fruške Fruškom", "frusk"],
      ["gora gori goru gore gorom", "gor"],
      ["brašno brašna brašnu brašnom brašnima", "brasn"],
      ["keks keksi keksa keksima kekse", "keks"],
      ["kolači kolača kolačima kolaču", "kolac"],
      ["hleb hleba hlebovi hlebova hlebovima", "hleb"],
      ["integralno integralni integralnog integralnom integralnoj", "integraln"],
      ["svež sveža svežeg svežem svežim svežih", "svez"],
    ] as const)
      for (const form of forms.split(" ")) expect(stem(form), form).toBe(want);
  });

  it("only strips an ending, so a stem starts its word", () => {
    for (const word of ["čokoladom", "pšenični", "đumbirom", "heljdino", "leblebije", "zima", "med", "so"])
      expect(foldForSearch(word).startsWith(stem(word)), word).toBe(true);
  });

  it("keeps at least three letters, and words with digits whole", () => {
    expect(stem("zima")).toBe("zim");
    expect(stem("med")).toBe("med");
    expect(stem("meda")).toBe("med");
    expect(stem("so")).toBe("so");
    expect(stemSerbian("b12")).toBe("b12");
  });
});

describe("stemEnglish", () => {
  it("strips plurals, -ing, -ed and a final e or y", () => {
    expect(stemEnglish("flours")).toBe("flour");
    expect(stemEnglish("flour")).toBe("flour");
    expect(stemEnglish("cookies")).toBe("cook");
    expect(stemEnglish("peaches")).toBe("peach");
    expect(stemEnglish("baking")).toBe("bak");
    expect(stemEnglish("baked")).toBe("bak");
    expect(stemEnglish("bake")).toBe("bak");
    expect(stemEnglish("berry")).toBe("berr");
    expect(stemEnglish("glass")).toBe("glass");
    expect(stemEnglish("hummus")).toBe("hummus");
    expect(stemEnglish("oats")).toBe("oat");
    expect(stemEnglish("pies")).toBe("pies");
  });
});
