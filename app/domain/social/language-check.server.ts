import type { PostLocale } from "#app/schemas/social.ts";

// Telling a post written in the wrong language, or in two at once: Serbian
// letters or common Serbian words in an English post, Cyrillic or common
// English words in a Serbian one. Words both languages share ("to", "on",
// "more") are left out. Links and hashtags are not read, nor the place name
// Fruška Gora, which English writes with its letter.

const serbianWords = new Set(
  "je su za sa od na da se iz ili kao koji koja koje što bez uz naš naša naše naši vaš vaša vaše vam vas nam smo ste ovo još samo kod ali pri već".split(
    " ",
  ),
);
const englishWords = new Set("the and with for our your you we of is are this from".split(" "));

/** The words and letters in `text` that belong to the other language; empty when it is clean. */
export function foreignTraces(text: string, locale: PostLocale): string[] {
  const plain = text
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/#[\p{L}\p{N}_]+/gu, " ")
    .replace(/Fruška Gora/g, " ");
  const found: string[] = [];
  if (locale === "en") {
    for (const letter of plain.match(/[čćšžđČĆŠŽĐ]/g) ?? []) found.push(letter);
  } else for (const letter of plain.match(/[\u0400-\u04FF]/g) ?? []) found.push(letter);
  const foreign = locale === "en" ? serbianWords : englishWords;
  for (const word of plain.toLowerCase().split(/[^\p{L}]+/u)) if (foreign.has(word)) found.push(word);
  return found;
}
