// The writer's form as a plain object for generateFormSchema: the platforms
// come as repeated checkboxes, everything else once.
export function generateFormValues(form: FormData): Record<string, unknown> {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  return {
    sourceType: value("sourceType"),
    productId: value("productId"),
    articleId: value("articleId"),
    topic: value("topic"),
    platforms: form.getAll("platforms").filter((v): v is string => typeof v === "string"),
    language: value("language"),
    tone: value("tone"),
    length: value("length"),
    hashtags: value("hashtags"),
    cta: value("cta"),
    variants: value("variants"),
  };
}
