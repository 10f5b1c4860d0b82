import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { Logo } from "#app/components/ui/logo.tsx";
import { useRootData } from "#app/root-data.ts";

/**
 * The frame of the pages before sign-in (sign-in itself, a forgotten password, an
 * invitation): the brand, a card, and a way back (to sign-in unless told otherwise).
 */
export function AuthCard({
  heading,
  intro,
  back,
  children,
}: {
  heading: string;
  intro?: string;
  back?: { to: string; label: string };
  children: React.ReactNode;
}) {
  const { t } = useTranslation("admin");
  const brand = useRootData()?.settings.brandName ?? "Zrnce";
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-linen px-5 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo brand={brand} />
        </div>
        <div className="rounded-xl bg-white p-8 shadow-card ring-1 ring-line">
          <h1 className="text-2xl">{heading}</h1>
          {intro ? <p className="mt-2 text-sm text-muted">{intro}</p> : null}
          {children}
        </div>
        <p className="mt-6 text-center text-sm">
          <LocalizedLink
            to={back?.to ?? "/admin/login"}
            className="text-olive-700 underline underline-offset-4"
          >
            {back?.label ?? t("reset.backToLogin")}
          </LocalizedLink>
        </p>
      </div>
    </main>
  );
}

/** A message for the whole form (an error, or what happened). */
export function AuthMessage({
  tone,
  testId = "auth-message",
  children,
}: {
  tone: "danger" | "success";
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <p
      role={tone === "danger" ? "alert" : "status"}
      className={`mt-5 rounded-md px-4 py-3 text-sm font-medium ${tone === "danger" ? "bg-danger-bg text-danger" : "bg-success-bg text-success"}`}
      data-testid={testId}
    >
      {children}
    </p>
  );
}
