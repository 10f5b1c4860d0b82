import type { common as sr } from "../sr/common.ts";

export const common: typeof sr = {
  brandTagline: "An organic workshop on Fruška Gora",
  shareImageAlt: "Zrnce, organic food from Fruška Gora",
  skipToContent: "Skip to content",
  loading: "Loading...",
  nav: {
    label: "Main navigation",
    home: "Home",
    products: "Products",
    about: "About us",
    news: "News",
    contact: "Contact",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  language: {
    label: "Language",
    switchTo: "Prebaci na srpski",
    current: "EN",
    other: "RS",
  },
  backToTop: "Back to top",
  footer: {
    productsTitle: "Products",
    companyTitle: "Company",
    followTitle: "Follow us",
    contactTitle: "Contact",
    faq: "FAQ",
    onlineShops: "Online shops",
    onlineShopsIntro: "You can also order our products from these online shops:",
    opensInNewTab: "(opens in a new tab)",
    rights: "All rights reserved.",
    newsletterTitle: "News from the workshop",
    newsletterText: "Recipes, new products and events — once a month, no spam.",
    office: "Office",
    workshop: "Workshop",
    pib: "Tax ID",
    mb: "Reg. no.",
    privacy: "Privacy policy",
    social: {
      instagram: "Instagram",
      facebook: "Facebook",
      youtube: "YouTube",
    },
  },
  consent: {
    newsletter: {
      before: "By subscribing you accept our ",
      link: "privacy policy",
      after: ". You can unsubscribe at any time.",
    },
    contact: {
      before: "We use your details only to answer you, as our ",
      link: "privacy policy",
      after: " explains.",
    },
  },
  privacy: {
    meta: {
      title: "Privacy policy",
      description:
        "What {{brand}} keeps about you, why and for how long, and how you can see, correct or delete it.",
    },
    contactTitle: "Questions about privacy",
    contactText: "The data controller and the contact for any question about your data:",
  },
  categories: {
    glutenFree: "Gluten-free",
    sugarFree: "Sugar-free",
    vegan: "Vegan",
    protein: "Protein",
  },
  newsletter: {
    label: "Your email address",
    placeholder: "you@example.com",
    submit: "Subscribe",
    submitting: "Subscribing...",
    successMessage: "You have successfully subscribed to our newsletter!",
    errorMessage: "Please enter a valid email address",
    failureMessage: "An error occurred. Please try again.",
    limitedMessage: "Too many sign-ups in a short time. Please try again a little later.",
    checkMail: "Please check your email and confirm your sign-up with the link we sent you.",
  },
  hours: {
    title: "Working hours",
    weekdays: "Monday – Friday",
    saturday: "Saturday",
    sunday: "Sunday",
    closed: "Closed",
  },
  preview: {
    title: "This preview is no longer available",
    text: "The preview link has expired or the site's owner has withdrawn it. The published pages are open to you as always.",
    home: "Go to the home page",
  },
  notFound: {
    code: "404",
    title: "Page not found",
    text: "The page you are looking for does not exist or has moved. Perhaps you will find what you need among our products.",
    home: "Back to home",
    products: "Browse products",
  },
  refused: {
    forbidden: "The request was refused because it was not sent from this site.",
    tooLarge: "The data sent is too large.",
    unsupported: "This kind of request is not supported. Send the form from the page.",
    methodNotAllowed: "This address does not accept this kind of request.",
  },
  error: {
    title: "Something went wrong",
    text: "An unexpected error occurred. Please try again in a few moments.",
    retry: "Try again",
    home: "Back to home",
  },
  meta: {
    defaultDescription:
      "Organic gluten-free, no-added-sugar, vegan and protein food from a family workshop on Fruška Gora, Serbia.",
  },
  unsubscribe: {
    title: "Newsletter unsubscribe",
    ask: "Would you like us to stop sending you the newsletter? Unsubscribing takes effect at once.",
    button: "Unsubscribe me",
    done: "You have been unsubscribed from our newsletter. We will not send you any more messages.",
    again: "If you change your mind, you can subscribe again here:",
    signUp: "Subscribe again",
    notFound:
      "This unsubscribe link is not valid or has expired. If you still receive our newsletter, write to us and we will unsubscribe you.",
    home: "Back to home",
  },
  confirm: {
    title: "Newsletter confirmation",
    confirmed: "Your address is confirmed. Welcome! You will get our newsletter once a month.",
    confirmedMore:
      "We have also sent you a welcome email with an unsubscribe link, should you ever change your mind.",
    used: "This link has already been used. If you confirmed your sign-up, you are already on the list. If you are not sure, sign up again and we will send you a new link.",
    expired:
      "This link has expired (it works for 7 days). Sign up again and we will send you a new confirmation link.",
    notFound:
      "This confirmation link is not valid. It may have been replaced by a newer one: use the link in the latest email, or sign up again.",
    signUp: "Sign up again",
    home: "Back to home",
  },
};
