import type { PolicyDocument } from './policyDocument';

/**
 * The privacy policy (docs/site.md#privacy-policy): what this site collects, why, with whom it is
 * shared, the visitor's rights and choices. It must say what the site does: docs/tracking.md and
 * the privacy choices page's copy (privacyContent.ts) are its sources.
 */
export const PRIVACY_POLICY: PolicyDocument = {
  eyebrow: 'Privacy',
  title: 'Privacy Policy',
  lead: 'What this website collects about you, why, who receives it and what you can do about it. It covers this site: the pages about {brand}, the calculators, the sample contracts, the offer sheet and signing in. The enrollment pages and your account on our main site tell you what they collect when you get there.',
  reviewed: '2026-11-26',
  sections: [
    {
      id: 'collected',
      heading: 'What we collect on this site',
      items: [
        {
          term: 'Pages you view and what you click (analytics, with your consent)',
          body: 'The page, the page you came from, your browser and device type, your clicks and a random device id and session, so we can see which pages help and fix the ones that do not. Sign-in codes and tokens, e-mail addresses and referral codes are removed before anything is sent. You can turn analytics off on Your Privacy Choices: it is then not loaded on the pages you open next, and its cookies (the ones named AMP_…) are deleted.',
        },
        {
          term: 'Tag manager',
          body: 'Our tag manager receives a record of each page view, of clicks on “Get started” and of calculator use. When you are signed in it receives your e-mail address, name, city and state only as one-way SHA-256 hashes, never as plain text. The tags it runs read your privacy choices and Global Privacy Control before they store or send anything for advertising.',
        },
        {
          term: 'Error reports',
          body: 'When a page fails in your browser or on our server, a report of the error (what failed, the page address, the browser type and the steps just before it) goes through our own server to our error-monitoring provider. Cookies, query strings, the referring page, sign-in codes, tokens and e-mail addresses are removed first; if you are signed in, only your member id stays with the report.',
        },
        {
          term: 'Signing in',
          body: 'When you sign in, a cookie (hp_vhp_session, ending with your sign-in) keeps you signed in on this site, and your browser keeps the sign-in tokens. We use them to show your name and your next step, and delete them when you sign out.',
        },
        {
          term: 'Calculator inputs',
          body: 'The pay, hours, state and options you enter are used to work out the results, and are written into the page address so you can bookmark or share a result; that address is part of the page-view record above. If you ask us to e-mail the results, we send your e-mail address, the summary figures and the result’s address to our service, which sends the message.',
        },
        {
          term: 'Visitor, referral and partner cookies',
          body: 'Random ids for your visit (n_vis, a year), your device (hpc, a year) and your enrollment session (csc, until you close the browser); a referral code you arrived with (vpm, and our copy hp_rx for 30 days); a partner’s code (hp_partner, until you close the browser). They carry the referral or partner code to the enrollment pages so it is credited.',
        },
        {
          term: 'Your privacy choices',
          body: 'The choices you make on Your Privacy Choices, in the hp_privacy cookie for a year.',
        },
        {
          term: 'Server records',
          body: 'Our servers log requests and errors, and use your IP address to limit abuse of the forms and report endpoints. These records are used to run and secure the site only.',
        },
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      paragraphs: [
        'To run this site and keep it secure; to keep you signed in; to work out and e-mail your calculator results when you ask; to credit the family, caregiver or partner who referred you; to find and fix errors; to learn which pages help families and caregivers; and, unless you opt out, to measure our advertising.',
      ],
    },
    {
      id: 'shared',
      heading: 'Who receives it',
      items: [
        {
          term: 'Service providers',
          body: 'Our analytics provider (Amplitude), our error-monitoring provider (Sentry) and Google Tag Manager process what is described above only on our behalf, as service providers: they do not sell it or use it for their own purposes.',
        },
        {
          term: 'Advertising partners',
          body: 'Tags in our tag manager can tell advertising partners that you visited, to measure our ads and show you ads elsewhere. Under California law this can be “sharing” of personal information. If you opt out or send Global Privacy Control, they do not use your data.',
        },
        {
          term: 'YouTube',
          body: 'Only when you press play on a video: the player comes from YouTube’s privacy-enhanced mode. Until then nothing is requested from YouTube, and after an opt-out we link to the video instead of loading it.',
        },
        {
          term: 'Our enrollment and account pages',
          body: 'The visitor, referral and partner ids above travel with you when you follow “Get started” to enroll.',
        },
      ],
      paragraphs: ['We do not exchange your personal information for money.'],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      paragraphs: [
        'Depending on where you live, including in California, you can ask to know what personal information we hold about you, to get a copy, to correct it or to delete it, and you can opt out of its sale or sharing and of targeted advertising. We will not treat you differently for using these rights. To use them, call us; we will confirm who you are before we act, and answer within the time the law gives (45 days in California). Someone you authorise can ask for you.',
      ],
      phone: true,
    },
    {
      id: 'choices',
      heading: 'Global Privacy Control and your choices',
      paragraphs: [
        'If your browser sends Global Privacy Control, we treat it as an opt-out of the sale and sharing of your personal information on every page, without you doing anything else. On Your Privacy Choices you can opt out yourself and turn analytics on or off; your choices are saved in this browser for a year.',
      ],
      link: { label: 'Your Privacy Choices', page: 'privacyChoices' },
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'This site is for families and the people they employ. It is not meant for children under 13, and we do not knowingly collect their information.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        'Questions about this policy or your information: call our team, Monday to Friday, 8:30 a.m. to 7 p.m. Eastern. When this policy changes, the date below changes with it.',
      ],
      phone: true,
    },
  ],
};
