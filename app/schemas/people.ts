import { z } from "zod";
import { newPasswordField } from "./password.ts";

// People in the admin and what each may open (docs/decisions/0041-people-and-roles.md).
// The owner may do everything; an editor works on the content: products, news,
// pages, media, social posts, their trash and history. Settings, people, contact
// messages, subscribers and exports are the owner's.

export const roles = ["owner", "editor"] as const;
export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role => roles.some((r) => r === value);

type Rule = readonly Role[] | ((params: Record<string, string | undefined>) => readonly Role[]);

const everyone: readonly Role[] = ["owner", "editor"];
const owners: readonly Role[] = ["owner"];

/**
 * Every route under the admin layout, by its pattern in app/routes.ts, and who may
 * open it (its loader and its action alike). The layout's middleware checks it before
 * any loader or action runs; a pattern missing here is refused to editors, and a
 * test walks app/routes.ts so that a new route without a rule fails.
 */
export const adminAccess: Record<string, Rule> = {
  "/admin": everyone,
  "/admin/products": everyone,
  "/admin/products/:id": everyone,
  "/admin/news": everyone,
  "/admin/news/:id": everyone,
  "/admin/pages": everyone,
  "/admin/pages/:key": everyone,
  "/admin/trash": everyone,
  // The settings' history is the settings'.
  "/admin/history/:kind/:id": (params) => (params.kind === "settings" ? owners : everyone),
  "/admin/media": everyone,
  "/admin/media/tokens": everyone,
  "/admin/media/:id/preview": everyone,
  "/admin/social-media": everyone,
  "/admin/social-media/generate": everyone,
  "/admin/social-media-content": everyone,
  "/admin/settings": owners,
  // Each person's own password and two-step sign-in.
  "/admin/account": everyone,
  "/admin/account/backup-codes": everyone,
  "/admin/messages": owners,
  "/admin/subscribers": owners,
  "/admin/subscribers/export.csv": owners,
  "/admin/newsletter": owners,
  "/admin/newsletter/:id": owners,
  "/admin/people": owners,
  "/admin/forbidden": everyone,
  "/admin/logout": everyone,
  "/admin/*": everyone,
};

/** The routes that answer with a file or data instead of a page (their modules end in .ts). */
export const adminResourceRoutes: ReadonlySet<string> = new Set([
  "/admin/account/backup-codes",
  "/admin/media/tokens",
  "/admin/media/:id/preview",
  "/admin/social-media/generate",
  "/admin/subscribers/export.csv",
]);

/**
 * A route pattern as the rules name it: React Router hands middleware the matched
 * routes' paths joined ("admin/products/:id", without the leading slash).
 */
export const normalisePattern = (pattern: string) => `/${pattern.replace(/^\/+|\/+$/g, "")}`;

/** May a person with this role open the route with this pattern (and these params)? */
export function mayOpen(
  role: Role,
  pattern: string,
  params: Record<string, string | undefined> = {},
): boolean {
  const rule = adminAccess[normalisePattern(pattern)];
  if (!rule) return role === "owner";
  return (typeof rule === "function" ? rule(params) : rule).includes(role);
}

/** The admin's navigation: may this role open the page at this path (no params)? */
export const mayOpenPath = (role: Role, path: string) => mayOpen(role, path);

// The People screen's forms.

const name = z.string().trim().min(1, "errors.required").max(120, "errors.tooLong");
const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "errors.required")
  .max(254, "errors.tooLong")
  .pipe(z.email("errors.email"));

export const inviteSchema = z.object({
  name,
  email,
  role: z.enum(roles),
  locale: z.enum(["sr", "en"]),
});

export const personActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("resend"), id: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("withdraw"), id: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("role"), id: z.string().min(1).max(100), role: z.enum(roles) }),
  z.object({ intent: z.literal("disable"), id: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("enable"), id: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("remove"), id: z.string().min(1).max(100) }),
]);
export type PersonAction = z.infer<typeof personActionSchema>;

/** What the invitation page asks: the name (prefilled) and a new password twice. */
export const acceptInvitationSchema = z
  .object({
    token: z.string().min(1).max(200),
    name,
    newPassword: newPasswordField,
    confirmPassword: z.string().max(512),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "errors.passwordMatch",
  });

/** How a person stands in the list. */
export type PersonState = "active" | "invited" | "expired" | "disabled";

export interface PersonRow {
  /** A user's id, or an invitation's. */
  id: string;
  kind: "person" | "invitation";
  name: string;
  email: string;
  role: Role;
  state: PersonState;
  /** For an invitation: when its link stops working. */
  expiresAt: string | null;
  lastSignIn: string | null;
  isSelf: boolean;
  /** The only owner who can sign in: cannot be demoted, disabled or removed. */
  lastOwner: boolean;
}
