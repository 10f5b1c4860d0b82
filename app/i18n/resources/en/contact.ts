import type { contact as sr } from "../sr/contact.ts";

export const contact: typeof sr = {
  meta: {
    title: "Contact",
    description:
      "Write to us or give us a call: address, phone, email and working hours of the {{brand}} workshop.",
  },
  heading: "Contact",
  intro: "A question about our products, wholesale or working together? We will be glad to answer.",
  info: {
    title: "Contact details",
    address: "Address",
    email: "Email",
    phone: "Phone",
    openNow: "Open now",
    closedNow: "Closed now",
    today: "Today",
  },
  map: {
    title: "Map",
    notice: "The map loads from OpenStreetMap only when you ask for it.",
    show: "Show the map",
    openExternal: "Open the address on OpenStreetMap",
    frameTitle: "Map showing our address (OpenStreetMap)",
  },
  form: {
    title: "Send us a message",
    intro: "Fields marked with an asterisk are required.",
    name: "Full name",
    email: "Email",
    phone: "Phone",
    optional: "(optional)",
    subject: "Subject",
    subjectPlaceholder: "Choose a subject",
    message: "Message",
    product: "Question about the product:",
    submit: "Send message",
    sending: "Sending...",
    subjects: {
      general: "General question",
      products: "Products",
      wholesale: "Wholesale",
      cooperation: "Cooperation",
      other: "Other",
    },
    errors: {
      nameRequired: "Name is required",
      nameTooLong: "Name can be at most 100 characters",
      emailRequired: "Email is required",
      emailInvalid: "Email is not valid",
      phoneInvalid: "Phone may contain only digits, spaces and + ( ) - /",
      subjectRequired: "Subject is required",
      messageRequired: "Message is required",
      messageTooLong: "Message can be at most 5000 characters",
    },
    successTitle: "Message Sent Successfully!",
    successText: "Thank you for contacting us. We will respond as soon as possible.",
    errorTitle: "An Error Occurred!",
    errorText: "Please try again later or contact us by phone.",
  },
  faq: {
    title: "Frequently asked questions",
    items: [
      {
        question: "Are all your products gluten-free?",
        answer:
          "Not all of them: we also make spelt bread and pasta. Gluten-free products are clearly labelled, made in a separate room, and every batch is laboratory-tested — they contain less than 10 ppm of gluten.",
      },
      {
        question: "How long do your products keep?",
        answer:
          "From 3 to 6 months, depending on the product. We add no preservatives, so bread and cakes keep for less time than flours and pasta. The exact date is on every pack.",
      },
      {
        question: "Where can I buy your products?",
        answer:
          "In the online shops linked at the bottom of every page, in the health food shops we work with, and at the fairs where we exhibit. We announce the fairs in our news.",
      },
      {
        question: "Do you sell wholesale?",
        answer:
          "Yes. We offer wholesale prices to shops, restaurants and kindergartens. Send us a message with the subject “Wholesale” and we will get back to you with an offer.",
      },
      {
        question: "How should I store flours and mixes?",
        answer:
          "In a dry, dark place, in a well-closed container. In summer, nut and seed flours are best kept in the fridge.",
      },
    ],
  },
};
