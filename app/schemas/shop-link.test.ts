import { describe, expect, it } from "vitest";
import { shopSearchFor } from "./shop-link.ts";

// A shop's search address, as the owner copies it after searching the shop for
// "zrnce", looks for a product's name in the word's place.

describe("a shop's search for a product", () => {
  const name = "Integralno brašno od spelte";

  it("puts the name where the query has zrnce, keeping the rest of the address", () => {
    expect(shopSearchFor("https://www.zdravakorpa.rs/pretraga?q=zrnce", name)).toBe(
      "https://www.zdravakorpa.rs/pretraga?q=Integralno+bra%C5%A1no+od+spelte",
    );
    expect(shopSearchFor("https://www.ekopijaca.rs/?s=Zrnce&post_type=product", name)).toBe(
      "https://www.ekopijaca.rs/?s=Integralno+bra%C5%A1no+od+spelte&post_type=product",
    );
  });

  it("puts the name in the path where the shop searches by path", () => {
    expect(shopSearchFor("https://shop.example/search/zrnce/", name)).toBe(
      "https://shop.example/search/Integralno%20bra%C5%A1no%20od%20spelte/",
    );
  });

  it("finds no search in an address without the word, or in no address", () => {
    expect(shopSearchFor("https://www.zdravakorpa.rs/", name)).toBeNull();
    expect(shopSearchFor("zrnce", name)).toBeNull();
  });
});
