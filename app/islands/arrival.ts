// The one inline script of a public page, run in <head> before the first paint
// (docs/decisions/0035-public-pages-without-the-router.md). Static text, so the CSP
// allows it by its hash (server/app.ts) and a cached page needs nothing put into it
// per request. Two things:
// - Language (spec §3): a visitor without the language cookie whose local storage
//   holds a language ("en" is English, anything else Serbian) that is not the page's
//   gets that page in their language, before anything is shown. The server cannot
//   read local storage; the ?lng= address it is sent to sets the cookie again.
// - Arrival: it tells the stylesheet how the visitor arrived, so the loading overlay
//   has the right length from the first frame without waiting for any download:
//   "path" for a link from another page of this site (0.8 s), "same" for another view
//   of the same page (a filter, a page number: no overlay), nothing for a first visit
//   or a reload (2 s). Back and Forward count as a path change whatever the entry's
//   referrer was (it is the one of the entry's first load, often none): the page the
//   visitor returns to is shown at its kept position after 0.8 s, not 2 s.
export const arrivalScript =
  '(function(){var h=document.documentElement;try{var s=localStorage.getItem("i18nextLng");if(s!==null&&!/(^|;\\s*)i18nextLng=/.test(document.cookie)&&!/[?&]lng=/.test(location.search)){s=s==="en"?"en":"sr";if(s!==h.lang){var u=new URL(location.href);u.searchParams.set("lng",s);location.replace(u.href);return}}}catch(e){}try{var r=document.referrer&&new URL(document.referrer),n;try{n=performance.getEntriesByType("navigation")[0]}catch(e){}if(n&&n.type==="back_forward")h.setAttribute("data-arrival","path");else if(r&&r.origin===location.origin&&!(n&&n.type==="reload"))h.setAttribute("data-arrival",r.pathname===location.pathname?"same":"path")}catch(e){}})()';
