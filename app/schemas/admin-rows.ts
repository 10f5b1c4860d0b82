// What the admin lists show of a row: read by the domain's list queries and
// drawn by the list components, so both agree on one shape.

/** Where an article stands for visitors: not shown, shown from a later time, shown. */
export type ArticleState = "draft" | "scheduled" | "published";

export interface AdminArticleRow {
  id: string;
  slug: string;
  titleSr: string;
  titleEn: string;
  category: string;
  featured: boolean;
  state: ArticleState;
  publishedAt: string | null;
  updatedAt: string;
  missingEnglish: boolean;
  /** Social posts made from it (the delete question tells of them). */
  socialPosts: number;
}

export interface AdminProductRow {
  id: string;
  nameSr: string;
  nameEn: string;
  type: string;
  status: "draft" | "published";
  isFeatured: boolean;
  featuredOrder: number | null;
  categories: string[];
  imageId: string | null;
  missingEnglish: boolean;
  updatedAt: string;
  /** Social posts made from it (the delete question tells of them). */
  socialPosts: number;
}

/** "held": kept back by the spam rules, waiting for the owner (decision 0037). */
export type MessageStatus = "unread" | "read" | "archived" | "held";

/** A contact message as the inbox shows it: when, from whom, about what. */
export interface InboxMessage {
  id: string;
  status: MessageStatus;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  /** The contact form's topic (a key of its subjects). */
  subject: string;
  message: string;
  /** The page's language when it was sent. */
  locale: string;
  /** The product page it was sent from, if any. */
  productId: string | null;
  mailStatus: string;
  /** Why a held message was held (keys of admin:messages.heldReasons); empty otherwise. */
  heldReasons: string[];
}

export interface SubscriberRow {
  id: string;
  email: string;
  locale: string;
  status: "pending" | "active" | "unsubscribed";
  createdAt: string;
  unsubscribedAt: string | null;
}
