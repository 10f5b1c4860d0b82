// The one inline script of a public page, run in <head> before the first paint
// (docs/decisions/0035-public-pages-without-the-router.md). It tells the stylesheet how
// the visitor arrived, so the loading overlay has the right length from the first frame
// without waiting for any download: "path" for a link from another page of this site
// (0.8 s), "same" for another view of the same page (a filter, a page number: no
// overlay), nothing for a first visit or a reload (2 s). Static text, so the CSP allows it by
// its hash (server/app.ts) and a cached page needs nothing put into it per request.
export const arrivalScript =
  '(function(){try{var r=document.referrer&&new URL(document.referrer),n;try{n=performance.getEntriesByType("navigation")[0]}catch(e){}if(r&&r.origin===location.origin&&!(n&&n.type==="reload"))document.documentElement.setAttribute("data-arrival",r.pathname===location.pathname?"same":"path")}catch(e){}})()';
