import { useTranslation } from "react-i18next";
import { ExternalIcon, MapPinIcon } from "#app/components/ui/icons.tsx";
import { Island } from "#app/components/ui/island.tsx";
import { useLocale } from "#app/root-data.ts";

// The map pin for the default address (Bulevar kralja Aleksandra 112, Beograd);
// the link beside the map searches OpenStreetMap for the address from the settings.
const mapCenter = { lat: 44.80332, lon: 20.47905 };
const mapEmbedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${mapCenter.lon - 0.008}%2C${
  mapCenter.lat - 0.004
}%2C${mapCenter.lon + 0.008}%2C${mapCenter.lat + 0.004}&layer=mapnik&marker=${mapCenter.lat}%2C${mapCenter.lon}`;

/**
 * OpenStreetMap's map, loaded only when the visitor asks for it (no third-party request
 * before). The button swaps the frame in from its template (app/islands/widgets.ts);
 * without JavaScript it asks for the page again with ?mapa=1, which comes with the frame.
 */
export function ContactMap({ address, shown }: { address: string; shown: boolean }) {
  const { t } = useTranslation("contact");
  const locale = useLocale();
  const searchUrl = `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
  const frame = (
    <iframe
      title={t("map.frameTitle")}
      src={mapEmbedUrl}
      className="block aspect-[4/3] w-full border-0"
      loading="lazy"
      referrerPolicy="no-referrer"
      data-testid="map-frame"
    />
  );
  return (
    <div
      id="mapa"
      className="overflow-hidden rounded-xl bg-white shadow-soft ring-1 ring-line lg:col-start-1 lg:row-start-2"
    >
      <h2 className="sr-only">{t("map.title")}</h2>
      {shown ? (
        frame
      ) : (
        <>
          <template data-map-frame>{frame}</template>
          <form
            method="get"
            action="/kontakt#mapa"
            className="flex aspect-[4/3] flex-col items-center justify-center gap-4 bg-linen p-6 text-center"
            data-map-notice
          >
            <MapPinIcon className="h-8 w-8 text-honey-500" />
            <p className="max-w-xs text-sm text-muted">{t("map.notice")}</p>
            {locale === "en" ? <input type="hidden" name="lng" value="en" /> : null}
            <button
              type="submit"
              name="mapa"
              value="1"
              className="rounded-full bg-olive-700 px-6 py-3 text-sm font-semibold text-cream transition-colors hover:bg-olive-800"
              data-testid="map-show"
            >
              {t("map.show")}
            </button>
          </form>
        </>
      )}
      <Island name="widgets" />
      <p className="border-t border-line px-5 py-3 text-sm">
        <a
          href={searchUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-olive-700 underline underline-offset-4"
          data-testid="map-link"
        >
          {address}
          <ExternalIcon className="h-3.5 w-3.5" />
          <span className="sr-only">{t("map.openExternal")}</span>
        </a>
      </p>
    </div>
  );
}
