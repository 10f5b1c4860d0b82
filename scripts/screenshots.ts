// Screenshots of public pages at desktop and phone widths in both languages,
// for looking at what we built: node scripts/screenshots.ts http://127.0.0.1:3000 /tmp/shots [/path ...]
import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchBrowser, viewports } from "../tests/e2e/support/browser.ts";

const [base = "http://127.0.0.1:3000", out = "/tmp/shots", ...paths] = process.argv.slice(2);
const pages = paths.length
  ? paths
  : ["/", "/proizvodi", "/proizvod/heljdino-brasno", "/o-nama", "/novosti", "/kontakt", "/nema-stranice"];
mkdirSync(out, { recursive: true });

for (const [name, viewport] of Object.entries(viewports)) {
  const browser = await launchBrowser({ viewport });
  const page = await browser.context.newPage();
  for (const p of pages) {
    for (const lng of ["sr", "en"]) {
      const url = `${base}${p}${p.includes("?") ? "&" : "?"}lng=${lng}`;
      await page.goto(url, { waitUntil: "networkidle" });
      await page
        .waitForSelector('[data-testid="loading-overlay"][data-state="hidden"]', {
          state: "attached",
          timeout: 5000,
        })
        .catch(() => {});
      const file = path.join(out, `${name}-${lng}${p.replace(/[/?=&]+/g, "_") || "_home"}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
      console.log(file);
    }
  }
  await browser.close();
}
