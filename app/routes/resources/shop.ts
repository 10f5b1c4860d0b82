import { isbot } from "isbot";
import { z } from "zod";
import { requestInfoContext } from "#app/context.server.ts";
import { followShopLink } from "#app/domain/catalogue/shop-clicks.server.ts";
import type { Route } from "./+types/shop";

// /shop/{1|2}?product={id}: counts an outbound click, then sends the visitor to
// the shop (the product's page there, or the shop's home page). Anything else
// (a third shop, an unknown or unpublished product) is refused with 404.
const input = z.object({
  shop: z.enum(["1", "2"]).transform(Number),
  product: z.string().trim().min(1).max(200).optional(),
});

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = input.safeParse({
    shop: params.shop,
    product: url.searchParams.get("product") ?? undefined,
  });
  if (!parsed.success) return notFound();
  // Link checkers, previews, crawlers and clients that name no browser are sent on
  // but not counted; a visitor's repeated clicks count once (followShopLink).
  const userAgent = request.headers.get("user-agent") ?? "";
  const counted = request.method === "GET" && userAgent !== "" && !isbot(userAgent);
  const target = await followShopLink({
    shop: parsed.data.shop as 1 | 2,
    productId: parsed.data.product,
    visitor: counted ? { address: context.get(requestInfoContext).clientIp, userAgent } : undefined,
  });
  if (!target) return notFound();
  return new Response(null, {
    status: 302,
    headers: { Location: target, "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" },
  });
}
