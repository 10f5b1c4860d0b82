// Optimistic concurrency (docs/decisions/0028-record-versions.md), the parts the
// browser and the server share. A form carries the version of the record it was
// loaded with, as one hidden field: the version number and a short fingerprint
// of each of the record's fields, so that a refused save can say which fields
// someone else changed since. The fingerprints are hashes, not values: the
// field stays small and carries nothing the form does not already show.

/** The hidden field with the version the form was loaded with. */
export const versionField = "version";
/** The "Save anyway" button's field: the newer version the owner chose to overwrite. */
export const overwriteField = "overwrite";

/** A version as a form carries it. */
export interface LoadedVersion {
  version: number;
  /** Field path → fingerprint of its value. */
  fields: Record<string, string>;
}

/** A save refused because the record changed since the form was loaded. */
export interface VersionConflict {
  /** Who saved the newer version (the audit log's actor), when known. */
  by: string | null;
  /** When (ISO 8601 UTC), when known. */
  at: string | null;
  /** The fields (paths as the record names them) that differ from what the form was loaded with. */
  fields: string[];
  /** The newer version's token: what "Save anyway" posts. */
  token: string;
  /** The token the form was loaded with, which its version field keeps. */
  posted: string;
}

/** FNV-1a, 32 bits: enough to tell a changed field from an unchanged one. */
function fingerprint(value: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The record's leaf values by path ("sr.name", "images.0.altSr"); empty and missing are alike. */
function leaves(value: unknown, path: string, into: Record<string, string>): Record<string, string> {
  if (Array.isArray(value))
    for (const [i, item] of value.entries()) leaves(item, path ? `${path}.${i}` : String(i), into);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, into);
  else if (value !== null && value !== undefined && value !== "" && value !== false)
    into[path] = fingerprint(String(value));
  return into;
}

/** The token a form carries for a record at this version with these values. */
export function versionToken(version: number, values: unknown): string {
  const fields = Object.entries(leaves(values, "", {}))
    .map(([path, hash]) => `${path}=${hash}`)
    .join(";");
  return `${version}|${fields}`;
}

/** A posted token, or null when there is none or it is not one of ours. */
export function parseVersionToken(token: unknown): LoadedVersion | null {
  if (typeof token !== "string") return null;
  const match = /^(\d{1,9})\|(.*)$/s.exec(token);
  if (!match) return null;
  const fields: Record<string, string> = {};
  for (const entry of (match[2] ?? "").split(";")) {
    const at = entry.lastIndexOf("=");
    if (at > 0) fields[entry.slice(0, at)] = entry.slice(at + 1);
  }
  return { version: Number(match[1]), fields };
}

/** What a save posted: the version it expects ("Save anyway"'s, else the loaded one) and the loaded token. */
export function postedVersion(form: FormData): { expected: LoadedVersion | null; posted: string } {
  const posted = form.get(versionField);
  return {
    expected: parseVersionToken(form.get(overwriteField)) ?? parseVersionToken(posted),
    posted: typeof posted === "string" ? posted.slice(0, 20_000) : "",
  };
}

/** The fields whose values differ between a loaded version and the record's current values. */
export function changedFields(loaded: LoadedVersion | null, currentValues: unknown): string[] {
  const current = leaves(currentValues, "", {});
  if (!loaded) return Object.keys(current);
  const paths = new Set([...Object.keys(current), ...Object.keys(loaded.fields)]);
  return [...paths].filter((path) => current[path] !== loaded.fields[path]);
}
