/** The frequent questions, each opened on its own (<details>: no JavaScript needed). */
export function ContactFaq({
  title,
  items,
}: {
  title: string;
  items: readonly { question: string; answer: string }[];
}) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="border-t border-line pt-20 pb-4">
      <div className="mx-auto max-w-prose px-5 sm:px-0">
        <h2 id="faq-title" className="text-3xl sm:text-4xl">
          {title}
        </h2>
        <div className="mt-8 divide-y divide-line rounded-xl bg-white shadow-soft ring-1 ring-line">
          {items.map((item) => (
            <details key={item.question} className="group px-6" data-testid="faq-item">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold text-olive-800 [&::-webkit-details-marker]:hidden">
                {item.question}
                <span
                  aria-hidden="true"
                  className="text-2xl leading-none text-honey-500 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="pb-5 text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
