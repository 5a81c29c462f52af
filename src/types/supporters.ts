/** The supporters of webpack on Open Collective, as the sync step writes them and the home page reads them. */

export type Supporter = {
  slug: string;
  name: string;
  /** The supporter's own site; their Open Collective page is used without one. */
  website?: string;
  avatar?: string;
  /** Everything donated, in US cents. */
  totalCents: number;
  /** Average per month over the last 12 months, in US cents. */
  monthlyCents: number;
  /** ISO date of the first donation. */
  firstDonationAt: string;
};

export type SupportersData = { fetchedAt: string | null; supporters: Supporter[] };

/** What the supporters plugin tells every page (global data): enough for the server render to choose its state. */
export type SupportersGlobalData = { supporterCount: number };
