import type { Settings } from "./settings.ts";

// Kept apart from the zod schema so that pages can fall back to the defaults
// without shipping zod to the browser.
export const defaultSettings: Settings = {
  brandName: "Zrnce",
  address: { street: "Bulevar kralja Aleksandra 112", postalCode: "11000", city: "Beograd", country: "RS" },
  email: "info@zrnce.rs",
  phone: "+381 11 324 5678",
  workingHours: {
    weekdays: { open: "9:00", close: "17:00" },
    saturday: { open: "9:00", close: "14:00" },
    sunday: null,
  },
  shops: [
    {
      name: "Zdrava korpa",
      url: "https://www.zdravakorpa.rs/",
      searchUrl: "https://www.zdravakorpa.rs/pretraga?q=zrnce",
    },
    {
      name: "Eko pijaca",
      url: "https://www.ekopijaca.rs/",
      searchUrl: "https://www.ekopijaca.rs/?s=zrnce&post_type=product",
    },
  ],
  social: {
    instagram: "https://www.instagram.com/zrnce.rs/",
    facebook: "https://www.facebook.com/zrnce.rs/",
    youtube: "https://www.youtube.com/@zrnce",
  },
  overlay: { initialMs: 2000, navigationMs: 800 },
  description: { sr: "", en: "" },
  company: {
    legalName: "Zrnce d.o.o.",
    pib: "108123456",
    mb: "21345678",
    address: "Bulevar kralja Aleksandra 112, 11000 Beograd",
  },
  // A demo: the name of an accredited Serbian control body is the owner's to enter.
  certificate: { body: "Primer Organik Kontrola d.o.o. (demo)", number: "RS-ORG-DEMO-0421" },
  workshop: { street: "Vojvode Putnika 21", postalCode: "22406", city: "Irig" },
  // 20 a second: 10 000 subscribers in under 9 minutes, below most providers' limits.
  newsletter: { perMinute: 1200 },
};
