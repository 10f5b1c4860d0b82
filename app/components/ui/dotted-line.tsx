import { Children, type ReactNode } from "react";

/**
 * Parts in a row, a "·" between them, the row breaking between parts (a date line, the
 * footer's company details). Each dot sits before its part and goes to a new line with
 * it; the row is drawn one dot's width to the left of a box that clips it, so the dot
 * that begins a line falls outside and no line begins or ends with a dot. The first
 * part's place for a dot is left empty, so the text reads "a · b · c".
 */
export function DottedLine({ children }: { children: ReactNode }) {
  return (
    <span className="block overflow-hidden">
      <span className="-ml-4 flex flex-wrap items-baseline">
        {Children.toArray(children).map((part, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed in number and order
          <span key={i} className="whitespace-nowrap" data-dotted-part>
            <span aria-hidden="true" className="inline-block w-4 text-center" data-dot>
              {i > 0 ? " · " : ""}
            </span>
            {part}
          </span>
        ))}
      </span>
    </span>
  );
}
