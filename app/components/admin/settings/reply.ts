import type { SubmissionResult } from "@conform-to/react";
import type { VersionConflict } from "#app/schemas/record-version.ts";
import type { SettingsFormName } from "#app/schemas/settings-form.ts";

/** A QR code: its width in modules (quiet zone included) and its dark modules as an SVG path (renderTwoFactorQr). */
export interface TwoFactorQr {
  size: number;
  path: string;
}

/** What the app shows to set up sign-in codes: the secret, its link (and QR code), and the one-time backup codes. */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
  /** The link as a QR code, made on the server (renderTwoFactorQr). */
  qr: TwoFactorQr;
  backupCodes: string[];
}

/** The settings action's answer: which form, its Conform reply, and a notice (a key of the admin namespace). */
export interface SettingsReply {
  form: SettingsFormName;
  ok: boolean;
  result?: SubmissionResult<string[]>;
  message?: string;
  setup?: TwoFactorSetup;
  /** The site settings were saved by someone else since the form was loaded. */
  conflict?: VersionConflict;
  /** How many links a move of shop links changed. */
  count?: number;
}
