// @ts-check
// The seeded people of the local stack: one demo member per HomePay account status, and one
// support user who can view the site as any member. The identity provider signs them in and the
// GraphQL backend serves their member record, so both read this one list.
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * @typedef {'CLIENT' | 'NONE' | 'PENDING' | 'SUBMITTED'} HomepayAccountStatus
 *
 * @typedef {object} Person
 * @property {string} id `<analyticsUserId>_<rest>`: the part before the first `_` is the
 *   analytics user id, as in production member ids
 * @property {string} email
 * @property {string} firstName
 * @property {string} lastName
 * @property {string} displayName
 * @property {string} password demo only; shown on the sign-in page
 *
 * @typedef {Person & { role: 'member', homepayAccountStatusV2: HomepayAccountStatus,
 *   memberQueryError?: string }} Member `memberQueryError`: the GraphQL backend answers this
 *   member's `member` query with that error instead of the record (a backend failure to try the
 *   site's handling of it: the page renders without the member, still signed in, says so, and
 *   reports it)
 * @typedef {Person & { role: 'support' }} SupportUser
 */

/** Every demo account uses this password; the sign-in page shows it. */
export const DEMO_PASSWORD = 'homepay-demo';

/** @type {readonly Member[]} */
export const MEMBERS = Object.freeze([
  {
    role: 'member',
    id: 'a1b2c3d4_client',
    email: 'client@example.com',
    firstName: 'Maria',
    lastName: 'Lopez',
    displayName: 'Maria Lopez',
    homepayAccountStatusV2: 'CLIENT',
    password: DEMO_PASSWORD,
  },
  {
    role: 'member',
    id: 'b5e6f7a8_none',
    email: 'none@example.com',
    firstName: 'James',
    lastName: 'Carter',
    displayName: 'James Carter',
    homepayAccountStatusV2: 'NONE',
    password: DEMO_PASSWORD,
  },
  {
    role: 'member',
    id: 'c9d0e1f2_pending',
    email: 'pending@example.com',
    firstName: 'Priya',
    lastName: 'Shah',
    displayName: 'Priya Shah',
    homepayAccountStatusV2: 'PENDING',
    password: DEMO_PASSWORD,
  },
  {
    role: 'member',
    id: 'd3c4b5a6_submitted',
    email: 'submitted@example.com',
    firstName: 'Daniel',
    lastName: 'Okafor',
    displayName: 'Daniel Okafor',
    homepayAccountStatusV2: 'SUBMITTED',
    password: DEMO_PASSWORD,
  },
  {
    role: 'member',
    id: 'e1d2c3b4_escaping',
    email: 'darcy@example.com',
    // A name with every character HTML and the page's JSON must escape, so pages are seen to
    // show it as text: an apostrophe, an ampersand, angle brackets, a closing script tag and a
    // line separator (which ends a line in older JavaScript).
    firstName: "D'Arcy & <Zoë>",
    lastName: 'Nguyễn',
    displayName: 'D\'Arcy "</script><script>window.__pwned=1</script>"\u2028Nguyễn',
    homepayAccountStatusV2: 'NONE',
    password: DEMO_PASSWORD,
  },
  {
    role: 'member',
    id: 'f9e8d7c6_unreadable',
    email: 'unreadable@example.com',
    firstName: 'Robin',
    lastName: 'Quinn',
    displayName: 'Robin Quinn',
    homepayAccountStatusV2: 'CLIENT',
    password: DEMO_PASSWORD,
    // Names the member's e-mail, as real backend errors sometimes do: the site must scrub it
    // from what it reports.
    memberQueryError:
      'Member record for unreadable@example.com could not be read: the accounts database timed out.',
  },
]);

/** @type {readonly SupportUser[]} */
export const SUPPORT_USERS = Object.freeze([
  {
    role: 'support',
    id: 'e7f8a9b0_support',
    email: 'support@example.com',
    firstName: 'Sam',
    lastName: 'Rivera',
    displayName: 'Sam Rivera (Support)',
    password: DEMO_PASSWORD,
  },
]);

/** @type {readonly (Member | SupportUser)[]} */
const EVERYONE = [...MEMBERS, ...SUPPORT_USERS];

/**
 * @param {string} email compared without case or surrounding spaces, as people type it
 * @returns {Member | SupportUser | undefined}
 */
export function findPersonByEmail(email) {
  const wanted = email.trim().toLowerCase();
  return EVERYONE.find((person) => person.email === wanted);
}

/**
 * @param {string | undefined} id
 * @returns {Member | SupportUser | undefined}
 */
export function findPersonById(id) {
  return EVERYONE.find((person) => person.id === id);
}

/**
 * @param {string | undefined} id
 * @returns {Member | undefined}
 */
export function findMemberById(id) {
  return MEMBERS.find((member) => member.id === id);
}

/**
 * Constant-time comparison, so even the demo does not model a timing leak.
 * @param {Person} person
 * @param {string} password
 */
export function passwordMatches(person, password) {
  const digest = (/** @type {string} */ value) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(person.password), digest(password));
}
