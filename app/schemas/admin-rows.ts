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
}
