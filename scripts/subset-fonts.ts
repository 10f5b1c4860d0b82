// Writes the self-hosted web fonts in app/fonts/ from the @fontsource-variable files:
// node scripts/subset-fonts.ts (needs subset-font: npm install --no-save subset-font@2.9.0).
// Per family, one Latin file and one tiny file with the letters Serbian Latin adds
// (č ć đ š ž), both cut to the weights the site uses (400–700), so a Serbian page
// loads about a third of the bytes of fontsource's latin + latin-ext pair. Rarer
// Latin Extended letters stay on fontsource's full latin-ext file (see app/app.css).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");

/** fontsource's "latin" unicode-range, as code points. */
const latin: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
/** Ć ć Č č Đ đ Š š Ž ž: keep in step with the unicode-range in app/app.css. */
export const serbian: [number, number][] = [
  [0x0106, 0x0107],
  [0x010c, 0x010d],
  [0x0110, 0x0111],
  [0x0160, 0x0161],
  [0x017d, 0x017e],
];

const text = (ranges: [number, number][]) =>
  ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join("");

for (const family of ["inter", "fraunces"]) {
  const source = (subset: string) =>
    readFileSync(
      path.join(
        root,
        `node_modules/@fontsource-variable/${family}/files/${family}-${subset}-wght-normal.woff2`,
      ),
    );
  for (const [name, subset, ranges] of [
    ["latin", "latin", latin],
    ["sr", "latin-ext", serbian],
  ] as const) {
    const bytes = await subsetFont(source(subset), text(ranges), {
      targetFormat: "woff2",
      variationAxes: { wght: { min: 400, max: 700 } },
    });
    const file = path.join(root, `app/fonts/${family}-${name}.woff2`);
    writeFileSync(file, bytes);
    console.log(`${path.relative(root, file)}: ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}
