import sanitizeHtml from "sanitize-html";

// Article bodies are rich text from the admin editor (and the demo seed). They
// are cleaned on the server before they are stored and again before they are
// rendered, so a body that reached the database some other way (an old row, a
// restore, a bug) still cannot carry script into a visitor's page.
//
// What survives is what the editor can make: paragraphs, h2–h4, lists, bold,
// italic, quotes, links and images from our own media store. An h1 becomes an
// h2, because the article's title is the page's only h1.

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "blockquote",
    "a",
    "img",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // Images come only from our own media store: the CSP allows no other host.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      const { target: _target, rel: _rel, ...rest } = attribs;
      // An outside link opens in a new tab and never hands our page to the other site.
      return external
        ? { tagName, attribs: { ...rest, target: "_blank", rel: "noopener noreferrer" } }
        : { tagName, attribs: rest };
    },
  },
  exclusiveFilter: (frame) =>
    // An image whose source was refused (javascript:, data:, another host) would be an empty frame.
    frame.tag === "img" && !frame.attribs.src?.startsWith("/"),
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
