import type { TwoFactorQr } from "./reply.ts";

/**
 * A QR code drawn from its modules (made on the server: renderTwoFactorQr) as an
 * inline <svg>, dark olive on white with its quiet zone; `label` is its accessible name.
 */
export function QrCode({
  qr,
  label,
  className = "",
}: {
  qr: TwoFactorQr;
  label: string;
  className?: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={`block h-auto w-full ${className}`}
      data-testid="two-factor-qr"
    >
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={qr.path} fill="#222812" />
    </svg>
  );
}
