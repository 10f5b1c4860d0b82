// The demo products made wholly from certified organic ingredients, so they
// carry the organic mark (and the certificate from the settings); mixes with a
// conventional ingredient (cocoa, honey, peanuts, dates) do not.
export const demoOrganic: ReadonlySet<string> = new Set([
  "heljdino-brasno",
  "hleb-od-heljde-i-prosa",
  "pekmez-od-sljive",
  "rezanci-od-heljde",
  "integralni-tahini",
  "brasno-od-leblebije",
  "puter-od-pecenog-badema",
  "hleb-od-spelte-sa-orasima",
  "integralne-spagete-od-spelte",
  "integralno-brasno-od-spelte",
]);
