import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { passwordMinLength } from "#app/schemas/password.ts";
import type { PasswordVerdict } from "#app/schemas/password-strength.ts";

// The hint under a new-password field: the rule before anything is typed, then
// Weak / Fair / Strong with a short reason, as the server will judge it (weak is
// refused: newPasswordField). The scorer and its word lists (about 240 KB gzipped)
// load only once the field is focused. Every form that sets a password uses it as
// its field's hint:
//
//   <TextField field={fields.newPassword} type="password" autoComplete="new-password"
//     label={…} hint={<PasswordStrength inputId={fields.newPassword.id} value={fields.newPassword.value} />} />
//
// It renders phrasing content only (a field's hint is a <p>). The words are read out
// politely, a moment after typing stops, not on every key.

type Rate = (password: string) => PasswordVerdict;

const bars: Record<PasswordVerdict["strength"], { filled: number; colour: string; text: string }> = {
  weak: { filled: 1, colour: "bg-danger", text: "text-danger" },
  fair: { filled: 2, colour: "bg-honey-500", text: "text-honey-700" },
  strong: { filled: 3, colour: "bg-success", text: "text-success" },
};

/** Loads the scorer when the input with `inputId` is first focused (or already holds a value). */
function useScorer(inputId: string, value: string): Rate | undefined {
  const [rate, setRate] = useState<Rate>();
  useEffect(() => {
    if (rate) return;
    const input = document.getElementById(inputId);
    let cancelled = false;
    const load = () => {
      import("#app/schemas/password-strength.ts")
        .then((module) => {
          if (!cancelled) setRate(() => module.ratePassword);
        })
        // Without the scorer (a failed chunk) the hint stays on length; the server still checks.
        .catch(() => {});
    };
    if (value || document.activeElement === input) {
      load();
      return;
    }
    input?.addEventListener("focus", load, { once: true });
    return () => {
      cancelled = true;
      input?.removeEventListener("focus", load);
    };
  }, [inputId, value, rate]);
  return rate;
}

/** `value`, once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function PasswordStrength({ inputId, value }: { inputId: string; value?: unknown }) {
  const { t } = useTranslation("admin");
  const typed = typeof value === "string" ? value : "";
  const rate = useScorer(inputId, typed);
  const password = useSettled(typed, 350);
  const verdict: PasswordVerdict | undefined = !password
    ? undefined
    : password.length < passwordMinLength
      ? { strength: "weak", reason: "short", missing: passwordMinLength - password.length }
      : rate?.(password);
  const bar = verdict ? bars[verdict.strength] : undefined;
  return (
    <span className="block" data-testid="password-strength">
      {bar ? (
        <span className="mt-0.5 mb-1.5 flex gap-1" aria-hidden="true">
          {[1, 2, 3].map((n) => (
            <span key={n} className={`h-1 flex-1 rounded-full ${n <= bar.filled ? bar.colour : "bg-line"}`} />
          ))}
        </span>
      ) : null}
      <span aria-live="polite" className="block" data-strength={verdict?.strength}>
        {verdict && bar ? (
          <>
            <span className={`font-semibold ${bar.text}`}>
              {t("passwordStrength.label")} {t(`passwordStrength.${verdict.strength}`)}.
            </span>{" "}
            {verdict.reason === "short"
              ? t("passwordStrength.short", { count: verdict.missing ?? 0 })
              : t(`passwordStrength.${verdict.reason}`)}
          </>
        ) : (
          t("passwordStrength.rule")
        )}
      </span>
    </span>
  );
}
