import type { SVGProps } from "react";

// Icons the news pages use, drawn like those in icons.tsx (24 px grid, line,
// decorative). Brand marks are simplified outlines, not the networks' logos.
type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </Icon>
);
export const RssIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" />
    <circle cx="6" cy="18" r="1.25" fill="currentColor" stroke="none" />
  </Icon>
);
export const LinkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Icon>
);
export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);
export const XMark = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 4.5l14 15M19 4.5l-14 15" />
  </Icon>
);
export const LinkedInMark = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M8 10.5V16M8 7.75v.01M11.5 16v-5.5M11.5 13a2.5 2.5 0 0 1 5 0v3" />
  </Icon>
);
export const WhatsAppMark = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 19.5l1.2-3.6A8 8 0 1 1 8.4 18.5z" />
    <path d="M9 9.5c0 2.5 2.5 5 5 5l1-1.3-1.8-.9-.8.7a4 4 0 0 1-1.9-1.9l.7-.8-.9-1.8z" />
  </Icon>
);
