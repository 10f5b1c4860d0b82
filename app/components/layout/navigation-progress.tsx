import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";

/** 'Učitavanje...' while the next route's code and data load (spec §2). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div role="status" data-testid="route-loading" className="fixed inset-x-0 top-0 z-50">
      <div className="h-1 w-full animate-pulse bg-honey-400" />
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}
