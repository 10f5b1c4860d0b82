/**
 * A raw mail as a person reads it: header lines unfolded, encoded words (the
 * non-ASCII subjects nodemailer writes) decoded, quoted-printable text decoded.
 */
export function readableMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw
    .slice(0, split)
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/\?=[ \t]+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
  const body = raw
    .slice(split)
    .replace(/=\r?\n/g, "")
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ""), "hex").toString("utf8"));
  return head + body;
}
