import { describe, expect, it } from "vitest";
import { newPasswordField } from "./password.ts";
import { isGuessablePassword as inTheBrowser } from "./password-guard.browser.ts";
import { ratePassword } from "./password-strength.ts";

// The rule of every new password (Settings, a reset link, an invitation, admin:create).

const messages = (value: string) => {
  const result = newPasswordField.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("newPasswordField", () => {
  it.each([
    "password1234",
    "qwertyuiop12",
    "iloveyou2024",
    "123456789012",
    "letmein12345",
    "aaaaaaaaaaaa",
    "sunflower1990",
  ])("refuses the common or easily guessed %s", (password) => {
    expect(messages(password)).toEqual(["errors.passwordCommon"]);
  });

  it.each([
    "heljdino-brasno-42",
    "kafa-i-kiflice-u-7",
    "zrnce-admin-lozinka",
    "correct horse battery staple",
  ])("takes %s", (password) => {
    expect(messages(password)).toEqual([]);
  });

  it("gives a short password one message, about its length", () => {
    expect(messages("pass123")).toEqual(["errors.passwordLength"]);
  });
});

describe("the strength hint's verdict", () => {
  it("says why a weak password is weak, and rates the rest", () => {
    expect(ratePassword("password1234")).toEqual({ strength: "weak", reason: "common" });
    expect(ratePassword("aaaaaaaaaaaa")).toEqual({ strength: "weak", reason: "repeat" });
    expect(ratePassword("heljdino-brasno-42")).toEqual({ strength: "strong", reason: "good" });
    expect(ratePassword("Zrnce2026!ab").strength).not.toBe("weak");
  });

  it("is the server's: what the field refuses is what the hint calls weak", () => {
    for (const password of ["password1234", "qwertyuiop12", "heljdino-brasno-42", "Zrnce2026!ab"])
      expect(ratePassword(password).strength === "weak").toBe(messages(password).length > 0);
  });

  it("leaves the check to the server in the browser's build, where the word lists never go", () => {
    expect(inTheBrowser("password1234")).toBe(false);
  });
});
