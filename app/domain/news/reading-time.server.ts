// Reading time is computed, never typed: words of the body at an unhurried
// 200 words a minute, at least one minute.
export const wordsPerMinute = 200;

export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .trim();
  return text ? text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0;
}

export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / wordsPerMinute));
}
