import type { ReactNode } from "react";
import { PageHero } from "#app/components/layout/page-hero.tsx";

// The pages the newsletter's mailed links open (confirm, unsubscribe): a title,
// the answer, and one button onward.

export const linkPageButton =
  "mt-8 inline-flex rounded-full bg-olive-700 px-7 py-3.5 text-sm font-semibold text-cream hover:bg-olive-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-500";

export function NewsletterLinkPage({
  title,
  answer,
  children,
}: {
  title: string;
  /** The answer's paragraphs, with its test id and data attributes. */
  answer: { testId: string; status?: string; lines: string[] };
  /** The button (or form) onward. */
  children: ReactNode;
}) {
  return (
    <main id="main" tabIndex={-1}>
      <PageHero title={title}>
        <div
          className="mt-6 max-w-2xl space-y-3 text-lg text-muted"
          data-testid={answer.testId}
          data-status={answer.status}
        >
          {answer.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        {children}
      </PageHero>
      <div className="h-16" />
    </main>
  );
}
