/**
 * The privacy choices page's copy (docs/site.md#privacy-choices-page). What it says about the tags
 * must match what the site does: docs/tracking.md#consent.
 */
export const PRIVACY_PAGE = {
  eyebrow: 'Privacy',
  title: 'Your Privacy Choices',
  lead: 'What this site collects, why, and how you can opt out. Your choices are saved in this browser for a year and apply from the next page you open.',
  collected: {
    heading: 'What we collect and why',
    items: [
      {
        title: 'Analytics (service provider)',
        body: 'Which pages you view and what you click, with a random device id, so we can see what works and fix what does not. Our analytics provider processes this only on our behalf as a service provider: it does not sell it or use it for its own purposes.',
      },
      {
        title: 'Advertising (sale or sharing)',
        body: 'Tags in our tag manager can tell advertising partners that you visited, to measure our ads and show you ads elsewhere. Under California law this can be “sharing” of personal information. Opt out below, or send Global Privacy Control, and these tags do not use your data.',
      },
      {
        title: 'Videos',
        body: 'Videos come from YouTube’s privacy-enhanced mode and load only when you press play. If you opt out of sale or sharing, we do not load them at all and link to them instead.',
      },
      {
        title: 'What this site needs to work',
        body: 'Cookies that keep you signed in, remember a referral or partner code, and remember these choices. They are not used for advertising.',
      },
    ],
  },
  gpc: {
    heading: 'Global Privacy Control',
    on: 'Your browser’s Global Privacy Control signal is on: we treat it as an opt-out of the sale and sharing of your personal information.',
    off: 'We did not detect a Global Privacy Control signal from your browser. If you turn it on in your browser, we treat it as an opt-out.',
  },
  choices: {
    heading: 'Your choices',
    saleSharing: 'Do not sell or share my personal information',
    saleSharingHelp:
      'Advertising tags then do not store or use your data, and videos are not loaded.',
    saleSharingGpc: 'On because your browser sends Global Privacy Control.',
    analytics: 'Allow analytics',
    // The help text follows the switch: it says what its current position does.
    analyticsOnHelp:
      'On: our analytics provider counts the pages you view and what you click, with a random device id, on our behalf only.',
    analyticsOffHelp:
      'Off: no analytics is loaded on the pages you visit next, and its cookies are deleted.',
    saved: 'Saved. Your choices apply from now on.',
    noScript: 'Changing these choices needs JavaScript. Global Privacy Control works without it.',
  },
} as const;
