import { randomUUID } from "node:crypto";

/** An active newsletter subscriber as a sign-up stores it (the tests insert it directly). */
export function subscriberRow(email: string, id: string = randomUUID()) {
  return {
    id,
    email,
    locale: "sr" as const,
    status: "active" as const,
    token: randomUUID(),
    created_at: new Date().toISOString(),
    unsubscribed_at: null,
  };
}

/** A published product with only what the table requires (no texts, no food facts). */
export function bareProductRow(id: string, at: string = new Date().toISOString()) {
  return {
    id,
    type: "flourMixes" as const,
    weight_grams: 500,
    is_new: 0 as const,
    is_bestseller: 0 as const,
    is_featured: 0 as const,
    featured_order: null,
    status: "published" as const,
    published_at: at,
    shop1_url: null,
    shop2_url: null,
    energy_kj: null,
    energy_kcal: null,
    fat: null,
    saturated_fat: null,
    carbohydrate: null,
    sugars: null,
    fibre: null,
    protein: null,
    salt: null,
    created_at: at,
    updated_at: at,
  };
}

/** An unread contact message as the form stores it (its mails sent), from `name` at `email`. */
export function contactMessageRow(id: string, name: string, email: string) {
  return {
    id,
    name,
    email,
    phone: null,
    subject: "general",
    message: "Zdravo!",
    locale: "sr" as const,
    product_id: null,
    status: "unread" as const,
    mail_status: "sent" as const,
    created_at: new Date().toISOString(),
  };
}
