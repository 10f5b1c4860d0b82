import { type HTMLAttributes, type MouseEvent, type ReactNode, useEffect, useId, useState } from "react";
import { type NavigateFunction, useNavigate } from "react-router";

// True in the browser until the first render has been committed: a part rendered
// during that render is hydrating the server's HTML.
let hydrating = typeof document !== "undefined";

/** Called by the root once the page has hydrated; parts mounted after it render normally. */
export function useHydrationDone() {
  useEffect(() => {
    hydrating = false;
  }, []);
}

/** Follows a click on one of the part's links with the router, as `<Link>` would. */
function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction, state: unknown) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest("a");
  if (!link || !event.currentTarget.contains(link)) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  if (link.hasAttribute("data-document") || link.origin !== window.location.origin) return;
  const here = window.location;
  // A jump within this page is the browser's.
  if (link.hash && link.pathname === here.pathname && link.search === here.search) return;
  event.preventDefault();
  navigate(`${link.pathname}${link.search}${link.hash}`, { state });
}

/**
 * A part of a public page with nothing to interact with but its links (decision 0022).
 * On the page's first load the browser keeps the server's HTML for it as it is: React
 * neither renders nor hydrates the elements inside, which was most of a phone's
 * blocking time. Once `data` changes (another page of results, a revalidation) the
 * part is rendered by React like any other.
 *
 * Its links are followed by the router, so a click is still a client-side navigation.
 * Links for a new tab, a download, another site or a whole-document load are left to
 * the browser; a `reloadDocument` link inside must also carry `data-document`.
 * Nothing inside may need React in the browser: no handlers, state or effects.
 */
export function StaticHtml({
  as: Tag = "div",
  data,
  linkState,
  children,
  ...props
}: {
  as?: "div" | "section" | "ul";
  /** What the children are rendered from: the server's HTML stands while it is the same. */
  data: unknown;
  /** The history state its links carry, as `<Link state>` would give them. */
  linkState?: unknown;
  children: ReactNode;
  "data-testid"?: string;
} & Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML" | "onClick">) {
  const id = useId();
  const navigate = useNavigate();
  // The server's HTML itself, not an empty string: should React give up hydrating the
  // page and render it afresh, the part still shows what the server sent.
  const [kept] = useState(() => {
    const html = hydrating ? document.querySelector(`[data-static="${id}"]`)?.innerHTML : undefined;
    return html === undefined ? null : { data, html: { __html: html } };
  });
  const onClick = (event: MouseEvent<HTMLElement>) => followLink(event, navigate, linkState);
  // The key makes React build the part afresh when it stops keeping the server's HTML.
  return kept !== null && kept.data === data ? (
    <Tag
      key="kept"
      {...props}
      data-static={id}
      onClick={onClick}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own HTML for this part, read back from the page
      dangerouslySetInnerHTML={kept.html}
    />
  ) : (
    <Tag key="live" {...props} data-static={id} onClick={onClick}>
      {children}
    </Tag>
  );
}
