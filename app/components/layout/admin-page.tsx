import { useTranslation } from "react-i18next";

export function AdminPage({ title, children }: { title: string; children?: React.ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl">{title}</h1>
      <div className="mt-6">
        {children ?? (
          <p className="rounded-lg bg-white p-6 text-muted ring-1 ring-line">{t("placeholder")}</p>
        )}
      </div>
    </div>
  );
}
