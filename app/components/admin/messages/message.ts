/** A contact message as the inbox shows it. */
export interface InboxItem {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  productId: string | null;
  status: "unread" | "read" | "archived";
  mailStatus: string;
  createdAt: string;
}

/** The subject's translation key (the contact form's topics). */
export const subjectKey = (subject: string) => `messages.subjects.${subject}` as "messages.subjects.general";
