import { about as enAbout } from "./resources/en/about.ts";
import { admin as enAdmin } from "./resources/en/admin.ts";
import { common as enCommon } from "./resources/en/common.ts";
import { contact as enContact } from "./resources/en/contact.ts";
import { home as enHome } from "./resources/en/home.ts";
import { news as enNews } from "./resources/en/news.ts";
import { products as enProducts } from "./resources/en/products.ts";
import { about as srAbout } from "./resources/sr/about.ts";
import { admin as srAdmin } from "./resources/sr/admin.ts";
import { common as srCommon } from "./resources/sr/common.ts";
import { contact as srContact } from "./resources/sr/contact.ts";
import { home as srHome } from "./resources/sr/home.ts";
import { news as srNews } from "./resources/sr/news.ts";
import { products as srProducts } from "./resources/sr/products.ts";

// Bundled inline (spec §7): no request for locale files at run time.
export const resources = {
  sr: {
    common: srCommon,
    home: srHome,
    products: srProducts,
    about: srAbout,
    news: srNews,
    contact: srContact,
    admin: srAdmin,
  },
  en: {
    common: enCommon,
    home: enHome,
    products: enProducts,
    about: enAbout,
    news: enNews,
    contact: enContact,
    admin: enAdmin,
  },
} as const;
