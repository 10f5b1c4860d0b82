/**
 * The status as the owner reads it: a scheduled campaign whose time has come waits
 * for the background work's next turn (seconds, or longer behind photo work), and
 * says it is starting rather than scheduled for a time already past.
 */
export function shownCampaignStatus<S extends string>(
  campaign: { status: S; date: string },
  now = Date.now(),
): S | "starting" {
  return campaign.status === "scheduled" && Date.parse(campaign.date) <= now ? "starting" : campaign.status;
}
