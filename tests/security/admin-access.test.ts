import { describe, expect, it } from "vitest";
import { baseUrl } from "../e2e/support/page.ts";
import { adminPaths } from "./support/routes.ts";

// Every admin URL behind the guard, read from the route table rather than listed by hand.

const leaks =
  /admin-shell|data-testid="count-|"counts"|"settings":\{"brandName"|notifications|subscribers":\[|messages":\[/;

describe("the admin area without a session", () => {
  it("finds the admin routes in the route table", () => {
    expect(adminPaths).toEqual(
      expect.arrayContaining([
        "/admin",
        "/admin/products",
        "/admin/news",
        "/admin/social-media",
        "/admin/social-media-content",
        "/admin/settings",
        "/admin/pages",
        "/admin/messages",
        "/admin/subscribers",
      ]),
    );
  });

  for (const path of adminPaths) {
    it(`gives nothing for ${path}: page, data request, form post and spelling variants`, async () => {
      const base = baseUrl();
      const page = await fetch(`${base}${path}`, { redirect: "manual" });
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toMatch(/\/admin\/login\?redirectTo=/);
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(await page.text()).not.toMatch(leaks);

      const dataRequest = await fetch(`${base}${path === "/admin" ? "/admin" : path}.data`, {
        redirect: "manual",
      });
      const dataBody = await dataRequest.text();
      expect(dataBody).toContain("/admin/login");
      expect(dataBody).not.toMatch(leaks);

      const post = await fetch(`${base}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
        body: "intent=archive&id=00000000-0000-4000-8000-000000000000&brandName=Hacked",
      });
      expect([302, 303]).toContain(post.status);
      expect(post.headers.get("location")).toMatch(/\/admin\/login/);

      for (const variant of [`${path}/`, path.toUpperCase(), `/${path}`, path.replace("/admin", "/admin/")]) {
        const res = await fetch(`${base}${variant}`, { redirect: "manual" });
        expect(res.status, variant).not.toBe(200);
        expect(await res.text()).not.toMatch(leaks);
      }
    });
  }

  it("keeps the settings untouched by a post without a session", async () => {
    const home = await (await fetch(`${baseUrl()}/`)).text();
    expect(home).not.toContain("Hacked");
  });
});
