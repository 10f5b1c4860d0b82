import { CheckIcon, FacebookIcon, LinkedInMark, LinkIcon, MailIcon, WhatsAppMark, XMark } from "./icons.tsx";
import { Island } from "./island.tsx";

// Plain share URLs: nothing from the networks loads until the visitor clicks,
// so there are no third-party scripts, requests or cookies on our pages.

export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    email: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
  };
}

export interface ShareLabels {
  heading: string;
  shareOn: (network: string) => string;
  email: string;
  copy: string;
  copied: string;
  copyFailed: string;
  newTab: string;
}

const button =
  "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-olive-800 ring-1 ring-line transition-colors hover:bg-olive-50 hover:text-olive-900";

export function ShareLinks({ url, title, labels }: { url: string; title: string; labels: ShareLabels }) {
  const targets = shareTargets(url, title);
  const networks = [
    { key: "facebook", name: "Facebook", href: targets.facebook, Icon: FacebookIcon },
    { key: "x", name: "X", href: targets.x, Icon: XMark },
    { key: "linkedin", name: "LinkedIn", href: targets.linkedin, Icon: LinkedInMark },
    { key: "whatsapp", name: "WhatsApp", href: targets.whatsapp, Icon: WhatsAppMark },
  ] as const;
  return (
    <section aria-labelledby="share-title" data-testid="share-links">
      <h2
        id="share-title"
        className="font-sans text-sm font-semibold uppercase tracking-[0.12em] text-honey-700"
      >
        {labels.heading}
      </h2>
      <ul className="mt-3 flex flex-wrap items-center gap-2">
        {networks.map(({ key, name, href, Icon }) => (
          <li key={key}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              data-network={key}
              className={button}
              title={labels.shareOn(name)}
            >
              <Icon className="h-5 w-5" />
              <span className="sr-only">
                {labels.shareOn(name)} {labels.newTab}
              </span>
            </a>
          </li>
        ))}
        <li>
          <a href={targets.email} data-network="email" className={button} title={labels.email}>
            <MailIcon className="h-5 w-5" />
            <span className="sr-only">{labels.email}</span>
          </a>
        </li>
        {/* Copying needs a script and the Clipboard API (app/islands/widgets.ts shows the button). */}
        <li hidden data-copy-item>
          <button
            type="button"
            data-testid="copy-link"
            data-copy={url}
            data-copied={labels.copied}
            data-copy-failed={labels.copyFailed}
            className="group/copy inline-flex h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-olive-800 ring-1 ring-line transition-colors hover:bg-olive-50"
          >
            <LinkIcon className="h-5 w-5 group-data-[state=copied]/copy:hidden" />
            <CheckIcon className="hidden h-5 w-5 group-data-[state=copied]/copy:block" />
            {labels.copy}
          </button>
        </li>
      </ul>
      <p role="status" className="mt-2 min-h-6 text-sm text-muted" data-testid="copy-status" />
      <Island name="widgets" />
    </section>
  );
}
