import type { contact as sr } from "../sr/contact.ts";

export const contact: typeof sr = {
  meta: {
    title: "Contact",
    description:
      "Write to us or give us a call: address, phone, email and working hours of the Zrnce workshop.",
  },
  heading: "Contact",
  intro: "A question about our products, wholesale or working together? We will be glad to answer.",
};
