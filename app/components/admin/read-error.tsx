import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";
import { buttonPrimary } from "#app/components/ui/field.tsx";

// The error boundary of the content admin's pages. A read that failed because
// the browser is offline says so (spec §8) and reloads by itself once the
// connection returns; anything else offers a retry.
export function AdminReadError() {
  const { t } = useTranslation("admin");
  const error = useRouteError();
  const revalidator = useRevalidator();
  useEffect(() => {
    const retry = () => void revalidator.revalidate();
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [revalidator]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="mx-auto max-w-6xl rounded-lg bg-white p-6 ring-1 ring-line" role="alert">
        <p>{t("notFound")}</p>
        <Link to="/admin" className="mt-3 inline-block font-medium text-olive-700 underline">
          {t("backToDashboard")}
        </Link>
      </div>
    );
  }
  const offline = typeof navigator !== "undefined" && !navigator.onLine;
  return (
    <div
      className="mx-auto max-w-6xl rounded-lg bg-white p-6 ring-1 ring-line"
      role="alert"
      data-testid="admin-read-error"
    >
      <p>{offline ? t("contentErrors.offline") : t("contentErrors.failed")}</p>
      <button type="button" className={`${buttonPrimary} mt-4`} onClick={() => void revalidator.revalidate()}>
        {t("contentErrors.retry")}
      </button>
    </div>
  );
}
