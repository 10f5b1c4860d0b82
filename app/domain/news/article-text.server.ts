import { foldForSearch } from "#app/db/fold.server.ts";
import { readingMinutes } from "./reading-time.server.ts";
import { sanitizeArticleHtml } from "./sanitize-article.server.ts";

// Everything that is derived from an article's text in one language, computed
// in one place for every writer (the admin editor, the demo seed, tests): the
// body is sanitised, the reading time counted from its words and the search
// text folded from what a visitor can read.

export interface ArticleTextInput {
  title: string;
  excerpt: string;
  body: string;
}

export interface ArticleTextRow {
  title: string;
  excerpt: string;
  body: string;
  reading_minutes: number;
  search_text: string;
  /** The title and the excerpt, folded, to rank their matches first (app/db/search.server.ts). */
  search_title: string;
  search_summary: string;
}

export function prepareArticleText(input: ArticleTextInput): ArticleTextRow {
  const title = input.title.trim();
  const excerpt = input.excerpt.trim();
  const body = sanitizeArticleHtml(input.body);
  return {
    title,
    excerpt,
    body,
    reading_minutes: readingMinutes(body),
    search_text: foldForSearch(
      [title, excerpt, body.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ")].join(" "),
    ),
    search_title: foldForSearch(title),
    search_summary: foldForSearch(excerpt),
  };
}
