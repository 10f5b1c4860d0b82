import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { ContactDetails } from "#app/components/contact/contact-details.tsx";
import { ContactFaq } from "#app/components/contact/contact-faq.tsx";
import { ContactForm } from "#app/components/contact/contact-form.tsx";
import { ContactMap } from "#app/components/contact/contact-map.tsx";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { getContactPageData, submitContactMessage } from "#app/domain/contact/messages.server.ts";
import { getPageForRequest } from "#app/domain/pages/previews.server.ts";
import { formStartToken } from "#app/domain/security/form-start.server.ts";
import { publicSeo } from "#app/domain/seo/share-image.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { getLogger } from "#app/logger.server.ts";
import { siteFromMatches, useRootData } from "#app/root-data.ts";
import { contactSchema } from "#app/schemas/contact.ts";
import { contactSubjects } from "#app/schemas/contact-shared.ts";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { businessJsonLd, faqJsonLd } from "#app/seo/structured-data.ts";
import type { Route } from "./+types/contact";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const url = new URL(request.url);
  const subject = contactSubjects.find((s) => s === url.searchParams.get("subject"));
  const productParam = url.searchParams.get("product") ?? "";
  const productId = /^[a-z0-9-]{1,120}$/.test(productParam) ? productParam : undefined;
  const [details, page] = await Promise.all([
    getContactPageData({ locale, productId }),
    getPageForRequest(request, "contact", locale),
  ]);
  const seo = await publicSeo(page.seo, locale);
  return {
    ...details,
    page,
    seo,
    prefill: { subject: subject ?? (details.product ? "products" : undefined) },
    // Asked for without JavaScript (the map's button sends ?mapa=1): the page comes with it.
    showMap: url.searchParams.get("mapa") === "1",
    // When the form was made, for the minimum fill time (decision 0037).
    started: formStartToken(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, clientIp } = context.get(requestInfoContext);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: contactSchema });
  // A form sent back to be corrected keeps the time it was first made: correcting it is no new form.
  const startedField = form.get("started");
  const started = typeof startedField === "string" ? startedField.slice(0, 200) : undefined;
  if (submission.status !== "success") {
    return data({ state: "invalid" as const, result: submission.reply(), started }, { status: 400 });
  }
  try {
    const outcome = await submitContactMessage({ input: submission.value, locale, clientIp });
    if (outcome.status === "rate-limited") {
      return data({ state: "error" as const, result: submission.reply(), started }, { status: 429 });
    }
    return { state: "success" as const, result: submission.reply({ resetForm: true }) };
  } catch (error) {
    getLogger().error({ err: error }, "contact message could not be stored");
    return data({ state: "error" as const, result: submission.reply(), started }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  return pageMeta(site, {
    title: t("contact:meta.title"),
    description: t("contact:meta.description", { brand: site.brand }),
    path: "/kontakt",
    seo: loaderData?.seo,
  });
};

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["contact", "common"]);
  const root = useRootData();
  const settings = root?.settings ?? defaultSettings;
  const { today, product, prefill, page, started, showMap } = loaderData;
  const address = `${settings.address.street}, ${settings.address.postalCode} ${settings.address.city}`;
  return (
    <main id="main" tabIndex={-1}>
      <JsonLd
        data={[
          businessJsonLd(
            settings,
            root?.origin ?? "",
            t("contact:meta.description", { brand: settings.brandName }),
          ),
          ...(page.faq.items.length ? [faqJsonLd(page.faq.items)] : []),
        ]}
      />
      <PageHero title={page.heading} intro={page.intro} />
      {/* On phones the form follows the details directly; on wide screens the map sits under the details. */}
      <div className="mx-auto grid max-w-page items-start gap-8 px-5 py-14 sm:px-8 lg:grid-cols-[1fr_1.5fr]">
        <ContactDetails settings={settings} address={address} today={today} />
        <ContactForm prefill={prefill} product={product} started={started} />
        <ContactMap address={address} shown={showMap} />
      </div>
      {page.faq.items.length ? <ContactFaq title={page.faq.title} items={page.faq.items} /> : null}
    </main>
  );
}
