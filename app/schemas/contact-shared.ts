// The contact form's constants, apart from the zod schema so the browser can
// use them without loading zod.
export const contactSubjects = ["general", "products", "wholesale", "cooperation", "other"] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const contactLimits = { name: 100, email: 254, phone: 30, message: 5000 } as const;
