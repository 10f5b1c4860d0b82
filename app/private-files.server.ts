import { closeSync, existsSync, mkdirSync, openSync } from "node:fs";

// The site's own data (the database and its journal, the outbox, backups, the
// credentials and the session secret) is for the user the site runs as only: folders
// 0700, files 0600, whatever the umask (issue 24, point 11). Modes are given when a
// folder or file is created; what the operator set up before is left as it is.

export const privateFolderMode = 0o700;
export const privateFileMode = 0o600;

/** Makes the folder (and any missing parents) readable by this user only. */
export function makePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: privateFolderMode });
}

/**
 * Creates an empty file readable by this user only, if there is none, for a writer that
 * cannot be given a mode (SQLite, whose journal files then take the database's mode).
 */
export function createPrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, "a", privateFileMode));
}
