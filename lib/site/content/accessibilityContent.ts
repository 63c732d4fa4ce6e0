import type { PolicyDocument } from './policyDocument';

/**
 * The accessibility statement (docs/site.md#accessibility-statement): the standard, how the site is
 * tested, what is known not to work yet, and whom to call. Review it with every release that
 * changes a page's layout, and at least every six months.
 */
export const ACCESSIBILITY_STATEMENT: PolicyDocument = {
  eyebrow: 'Accessibility',
  title: 'Accessibility Statement',
  lead: 'We want every family and caregiver to be able to use this site, with a keyboard, a screen reader, a small phone or the text enlarged.',
  reviewed: '2026-11-27',
  nextReview: '2027-05-27',
  sections: [
    {
      id: 'standard',
      heading: 'Our standard',
      paragraphs: [
        'This site aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. It covers the pages about {brand}, the calculators, the sample contracts, the offer sheet, signing in and your privacy choices.',
      ],
    },
    {
      id: 'testing',
      heading: 'How we test it',
      items: [
        {
          term: 'Automated checks on every change',
          body: 'Every page is checked with axe-core against the WCAG 2.2 A and AA rules in our automated test suite, signed out and signed in, at 320, 390 and 1366 pixels wide, before a change is released. The same run checks that no page scrolls sideways at 320 pixels, that every control is at least 24 pixels or spaced apart, and that nothing keeps moving when reduced motion is asked for.',
        },
        {
          term: 'Keyboard and focus',
          body: 'Each page starts with a “Skip to content” link, every control can be reached and used with a keyboard in a sensible order, and the focused control always shows a visible ring that the page header never covers. Our tests walk the landing page, both calculators and signing in with the keyboard alone.',
        },
        {
          term: 'Screen readers',
          body: 'Our tests go through the calculators, the nanny share, the offer sheet, signing in and out and your privacy choices with a virtual screen reader, and check what it reads out: the results when they change, and each error with its field.',
        },
        {
          term: 'Colour and text',
          body: 'Every text colour pair in each of our themes is tested to meet a 4.5:1 contrast ratio. Text is sized in relative units, and the pages reflow at 400% zoom (320 pixels wide) without scrolling sideways.',
        },
        {
          term: 'Without JavaScript',
          body: 'Every page is rendered on the server, so its text, links and sample contracts can be read before, or without, scripts.',
        },
        {
          term: 'Videos',
          body: 'Each video has its “In short” steps written out beside it, so nothing depends on watching it.',
        },
      ],
    },
    {
      id: 'known-issues',
      heading: 'Known issues',
      items: [
        {
          term: 'Sample contract PDFs',
          body: 'The downloadable PDFs are made from a document template with the same text as the sample contract pages, with embedded fonts, but have not been checked separately with a screen reader. The pages themselves carry the same text.',
        },
        {
          term: 'The video player',
          body: 'The player is YouTube’s, and its controls and captions are not ours to change.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Tell us about a problem',
      paragraphs: [
        'If something on this site is hard to use, or you need its content in another form, call us, Monday to Friday, 8:30 a.m. to 7 p.m. Eastern. We can also go through anything on the site with you on the phone.',
      ],
      phone: true,
    },
  ],
};
