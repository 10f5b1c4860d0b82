import { describe, expect, it } from "vitest";
import { checkImageFile, maxUploadBytes } from "./image-check.ts";

describe("checkImageFile", () => {
  const jpegHead = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

  it("accepts an image by its bytes, whatever its name or type says", async () => {
    expect(await checkImageFile(new File([jpegHead], "slika.txt", { type: "text/plain" }))).toBeNull();
  });

  it("refuses a file over the limit before reading it, and text named .jpg", async () => {
    const huge = new Blob([jpegHead, new Uint8Array(maxUploadBytes)]);
    expect(await checkImageFile(huge)).toBe("storage/file-too-large");
    const text = new File(["Ovo je tekst, ne slika."], "beleska.jpg", { type: "image/jpeg" });
    expect(await checkImageFile(text)).toBe("storage/invalid-format");
    expect(await checkImageFile(new Blob([]))).toBe("storage/invalid-format");
  });
});
