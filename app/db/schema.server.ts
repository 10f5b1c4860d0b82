import type { Generated } from "kysely";
import type { NewsCategory } from "#app/schemas/news-filters.ts";
import type {
  Allergen,
  AllergenKind,
  ProductAvailability,
  ProductCategory,
  ProductType,
} from "#app/schemas/product-vocabulary.ts";

// The database as the app sees it. Timestamps are ISO 8601 UTC text and flags
// are 0/1 integers on both dialects, so one query layer serves SQLite and
// PostgreSQL alike. better-auth's own tables (user, session, account,
// verification, rateLimit) follow its naming and are used only through it.

export type Flag = 0 | 1;
export type Locale = "sr" | "en";
export type PublishStatus = "draft" | "published";

export interface ProductTable {
  id: string;
  type: ProductType;
  weight_grams: number;
  is_new: Flag;
  is_bestseller: Flag;
  is_featured: Flag;
  featured_order: number | null;
  status: PublishStatus;
  /** The categories as bits (glutenFree 1, sugarFree 2, vegan 4, protein 8), kept by triggers (migration 0011). */
  category_mask: Generated<number>;
  published_at: string | null;
  shop1_url: string | null;
  shop2_url: string | null;
  /** The price in whole dinars; null: "price at the shop" (migration 0025). */
  price_rsd: number | null;
  /** 1: the price is a starting price ("od 450 RSD"). */
  price_from: Generated<Flag>;
  availability: Generated<ProductAvailability | null>;
  /** The barcode the owner gives: 8, 12, 13 or 14 digits, check digit valid. */
  gtin: Generated<string | null>;
  /** 1: certified organic, shows the certificate from the settings (migration 0031). */
  is_organic: Generated<Flag>;
  energy_kj: number | null;
  energy_kcal: number | null;
  fat: number | null;
  saturated_fat: number | null;
  carbohydrate: number | null;
  sugars: number | null;
  fibre: number | null;
  protein: number | null;
  salt: number | null;
  created_at: string;
  updated_at: string;
  /** Raised by one at every save; a form loaded with an older one is refused (migration 0015). */
  version: Generated<number>;
  /** In the trash since (migration 0014); null while live. A trashed row is a draft. */
  deleted_at: Generated<string | null>;
  /** The status a restore gives back. */
  deleted_status: Generated<PublishStatus | null>;
  /** The owner's search-result title, description and share image as JSON (app/schemas/seo.ts); null for the automatic ones. */
  seo: Generated<string | null>;
}

export interface ProductTranslationTable {
  product_id: string;
  locale: Locale;
  name: string;
  short_description: string;
  description: string;
  ingredients: string;
  search_text: string;
  /** The name, folded as search_text is, to rank name matches first (migration 0026). */
  search_title: string;
  /** The short description, folded, to rank its matches next (migration 0026). */
  search_summary: string;
}

export interface ProductCategoryTable {
  product_id: string;
  category: ProductCategory;
}

export interface ProductAllergenTable {
  product_id: string;
  allergen: Allergen;
  kind: AllergenKind;
}

export interface ProductImageTable {
  product_id: string;
  media_id: string;
  position: number;
}

export interface ProductRedirectTable {
  old_id: string;
  product_id: string;
}

export interface ArticleTable {
  id: string;
  slug: string;
  category: NewsCategory;
  featured: Flag;
  author: string;
  cover_id: string | null;
  status: PublishStatus;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** Raised by one at every save; a form loaded with an older one is refused (migration 0015). */
  version: Generated<number>;
  /** In the trash since (migration 0014); null while live. A trashed row is a draft. */
  deleted_at: Generated<string | null>;
  /** The status a restore gives back. */
  deleted_status: Generated<PublishStatus | null>;
  /** The owner's search-result title, description and share image as JSON (app/schemas/seo.ts); null for the automatic ones. */
  seo: Generated<string | null>;
}

/** An earlier slug of an article (migration 0014). */
export interface ArticleRedirectTable {
  old_slug: string;
  article_id: string;
}

/** One saved state of an editable record: its form values as JSON (migration 0014). */
export interface RevisionTable {
  id: string;
  entity: string;
  entity_id: string;
  data: string;
  actor: string | null;
  created_at: string;
}

export interface ArticleTranslationTable {
  article_id: string;
  locale: Locale;
  title: string;
  excerpt: string;
  body: string;
  reading_minutes: number;
  search_text: string;
  /** The title, folded as search_text is, to rank title matches first (migration 0026). */
  search_title: string;
  /** The excerpt, folded, to rank its matches next (migration 0026). */
  search_summary: string;
}

export interface MediaTable {
  id: string;
  file_name: string;
  mime_type: string;
  width: number;
  height: number;
  size_bytes: number;
  /** Secret part of the download URL (spec §7: a URL built from a download token). */
  token: string;
  created_at: string;
  /** File name and both alt texts, folded for search (app/db/fold.server.ts). */
  search_text: Generated<string>;
  /** "processing" until its variants exist (a job makes them), then "ready"; "failed" if they cannot be made. */
  status: Generated<MediaStatus>;
  /** The sniffed type of the kept original (null for images stored before originals were kept). */
  original_type: string | null;
  /** Raised by one at every save; a form loaded with an older one is refused (migration 0015). */
  version: Generated<number>;
}

export type MediaStatus = "processing" | "ready" | "failed";

/** Durable background work (app/domain/jobs/, decision 0027). */
export interface JobTable {
  id: string;
  name: string;
  /** JSON. */
  payload: string;
  status: "queued" | "running" | "done" | "failed";
  attempts: number;
  max_attempts: number;
  run_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface MediaTranslationTable {
  media_id: string;
  locale: Locale;
  alt: string;
}

export interface NewsletterSubscriberTable {
  id: string;
  email: string;
  locale: Locale;
  /** 'pending' until the confirmation link is followed (double opt-in, migration 0027). */
  status: "pending" | "active" | "unsubscribed";
  /** The unsubscribe link's token. */
  token: string;
  created_at: string;
  unsubscribed_at: string | null;
  /** SHA-256 (hex) of the confirmation link's token; null once used or never sent. */
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  confirmed_at: string | null;
}

export type CampaignStatus = "draft" | "scheduled" | "sending" | "sent";

/** A newsletter the owner writes and sends (migration 0028, decision 0045). */
export interface NewsletterCampaignTable {
  id: string;
  status: CampaignStatus;
  subject_sr: string;
  subject_en: string;
  /** Sanitised rich-text HTML, product and article cards already rendered in. */
  body_sr: string;
  body_en: string;
  /** JSON: the products and articles shown as cards under the text, in order ({ kind, id }). */
  cards: string;
  scheduled_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  /** The active subscribers when sending started (one delivery each). */
  recipients: number;
  /** The throttle shared by every instance: the time the next send may start. */
  next_slot_at: string | null;
  /** The site's address the mail's links point to (kept from the request that sent it). */
  origin: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** Raised by each save of the draft (migration 0033, docs/decisions/0028-record-versions.md). */
  version: Generated<number>;
}

export type DeliveryStatus = "queued" | "sending" | "sent" | "failed";

/** One campaign to one subscriber: unique on both, claimed with a lease while it is sent. */
export interface NewsletterDeliveryTable {
  id: string;
  campaign_id: string;
  subscriber_id: string;
  email: string;
  locale: Locale;
  token: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  locale: Locale;
  product_id: string | null;
  /** "held": waiting for the owner to let it into the inbox or delete it. */
  status: "unread" | "read" | "archived" | "held";
  mail_status: "pending" | "sent" | "failed";
  created_at: string;
  /** Why a held message was held: comma-separated reasons (contact/screening.server.ts). */
  held_reason: string | null;
}

export interface SocialPostTable {
  id: string;
  platform: string;
  locale: Locale;
  source_type: "product" | "article" | "topic";
  source_id: string | null;
  topic: string | null;
  tone: string;
  body: string;
  status: "draft" | "approved" | "scheduled" | "published";
  scheduled_at: string | null;
  created_at: string;
  updated_at: string;
  group_id: string | null;
  variant: number;
  source_title: string | null;
  link_url: string | null;
  writer: "builtin" | "ai";
  search_text: string;
  /** Raised by one at every save; a form loaded with an older one is refused (migration 0015). */
  version: Generated<number>;
  /** When the post's product or article went to the trash (migration 0014); null while it exists. */
  source_deleted_at: Generated<string | null>;
  /** When the owners were reminded of its current date; null until then (migration 0029). */
  reminded_at: Generated<string | null>;
  /** Its address on the platform, given when marked as published (migration 0029). */
  published_url: Generated<string | null>;
}

/** One secret calendar feed address per owner, kept as its SHA-256 (migration 0029). */
export interface CalendarFeedTable {
  user_id: string;
  token_hash: string;
  created_at: string;
}

export interface SettingTable {
  key: string;
  /** JSON-encoded value. */
  value: string;
  updated_at: string;
}

/** A page's words and pictures: published and unpublished, as JSON (migration 0018). */
export interface PageTable {
  key: string;
  content: string;
  draft: string | null;
  updated_at: string;
  draft_updated_at: string | null;
}

/** A share link that shows a draft without an account; its token only as a hash (migration 0019). */
export interface PreviewLinkTable {
  token_hash: string;
  target: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** The version of a record made of several rows (the site settings), by name (migration 0015). */
export interface RecordVersionTable {
  name: string;
  version: number;
}

export interface AuditLogTable {
  id: string;
  actor: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  detail: string | null;
  created_at: string;
}

export interface ShopClickTable {
  id: string;
  product_id: string | null;
  /** The shop's number in the settings when clicked (/shop/1, /shop/2). */
  shop: string;
  /** The shop's name and its site's host (no "www.") when clicked; null only for clicks no shop matched. */
  shop_name: string | null;
  shop_host: string | null;
  created_at: string;
}

export interface RateLimitTable {
  key: string;
  count: number;
  window_start: string;
}

/** Failed sign-ins and timed locks per account (the address typed). */
export interface SignInGuardTable {
  account: string;
  failures: number;
  window_start: string;
  /** Locks so far in this window; each lasts longer than the one before. */
  locks: number;
  locked_until: string | null;
}

export interface AdminSeenTable {
  user_id: string;
  messages_seen_at: string | null;
  subscribers_seen_at: string | null;
}

export interface ContentVersionTable {
  id: number;
  version: number;
  updated_at: string;
}

/** The version of one part of the site's content (migration 0021, decision 0034). */
export interface ContentPartTable {
  part: string;
  version: number;
}

export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  /** "owner" or "editor" (migration 0024; existing people are owners). */
  role: Generated<string>;
  /** Set while the person may not sign in. */
  disabled_at: string | null;
  /** Set when the person was removed; the row stays so the audit log still names them. */
  removed_at: string | null;
  last_sign_in_at: string | null;
}

/** An invitation by mail to join the admin; its token only as a hash (migration 0024). */
export interface InvitationTable {
  id: string;
  token_hash: string;
  email: string;
  name: string;
  role: string;
  /** The language of the mail and of the page the link opens. */
  locale: Locale;
  invited_by: string | null;
  created_at: string;
  /** When the current link was sent; a resend makes a new link and the old one dies. */
  sent_at: string;
  expires_at: string;
  accepted_at: string | null;
  withdrawn_at: string | null;
}

export interface DB {
  product: ProductTable;
  product_translation: ProductTranslationTable;
  product_category: ProductCategoryTable;
  product_allergen: ProductAllergenTable;
  product_image: ProductImageTable;
  product_redirect: ProductRedirectTable;
  article: ArticleTable;
  article_translation: ArticleTranslationTable;
  article_redirect: ArticleRedirectTable;
  revision: RevisionTable;
  media: MediaTable;
  media_translation: MediaTranslationTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  contact_message: ContactMessageTable;
  social_post: SocialPostTable;
  setting: SettingTable;
  page: PageTable;
  preview_link: PreviewLinkTable;
  record_version: RecordVersionTable;
  audit_log: AuditLogTable;
  shop_click: ShopClickTable;
  rate_limit: RateLimitTable;
  sign_in_guard: SignInGuardTable;
  user: AuthUserTable;
  invitation: InvitationTable;
  admin_seen: AdminSeenTable;
  content_version: ContentVersionTable;
  content_part: ContentPartTable;
  job: JobTable;
  calendar_feed: CalendarFeedTable;
  newsletter_campaign: NewsletterCampaignTable;
  newsletter_delivery: NewsletterDeliveryTable;
}

export type { Generated };
