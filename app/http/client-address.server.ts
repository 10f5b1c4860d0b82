import { isIPv6 } from "node:net";

/**
 * The address a rate limit counts: IPv4-mapped IPv6 is folded to IPv4 and an
 * IPv6 address to its /64 network, so one host cannot rotate through the
 * addresses of its own prefix or spell the same address two ways.
 */
export function normaliseClientAddress(address: string | undefined): string {
  if (!address) return "unknown";
  let ip = address.trim().toLowerCase();
  const zone = ip.indexOf("%");
  if (zone >= 0) ip = ip.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || "0", 16).toString(16))
    .join(":")}::/64`;
}
