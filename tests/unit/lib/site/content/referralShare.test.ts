import { REFERRAL_TEXT } from '@/lib/site/content/referralContent';
import {
  referralLandingUrl,
  referralMailto,
  referralSms,
  REFERRAL_COPY,
} from '@/lib/site/content/referralShare';

const ORIGIN = 'https://example.com';
const ENGLISH_URL = 'https://example.com/app/hp-vhp?rx=a1b2';
const SPANISH_URL = 'https://example.com/app/hp-vhp/es?rx=a1b2';

/** The subject and body a `mailto:` link opens with. */
function mail(href: string): { subject: string | null; body: string | null } {
  expect(href.startsWith('mailto:?')).toBe(true);
  // Mail clients read "+" literally: spaces must be %20.
  expect(href).not.toContain('+');
  const params = new URLSearchParams(href.slice('mailto:?'.length));
  return { subject: params.get('subject'), body: params.get('body') };
}

/** The body an `sms:` link opens with. */
function sms(href: string): string {
  expect(href.startsWith('sms:?&body=')).toBe(true);
  return decodeURIComponent(href.slice('sms:?&body='.length));
}

describe('referralLandingUrl', () => {
  it('links the main page in the note’s language', () => {
    expect(referralLandingUrl(ORIGIN, 'en')).toBe('https://example.com/app/hp-vhp');
    expect(referralLandingUrl(ORIGIN, 'es')).toBe('https://example.com/app/hp-vhp/es');
  });
});

describe('referralMailto', () => {
  it('builds the English note to an employer with the site link', () => {
    const { subject, body } = mail(
      referralMailto(REFERRAL_COPY.notes, {
        brandName: 'HomePay',
        siteUrl: ENGLISH_URL,
        audience: 'employer',
      }),
    );
    expect(subject).toBe('Paying me on the books with HomePay');
    expect(body).toBe(
      `Hi,\n\nI’d like to be paid on the books. HomePay handles the payroll and taxes for families like ours, and the first consultation is free:\n${ENGLISH_URL}\n\nThank you!`,
    );
  });

  it('writes a Spanish note to a friend’s family in Spanish only, linking the Spanish page', () => {
    const { subject, body } = mail(
      referralMailto(REFERRAL_TEXT.es.notes, {
        brandName: 'HomePay',
        siteUrl: SPANISH_URL,
        audience: 'friend',
      }),
    );
    expect(subject).toBe('HomePay facilita los impuestos por emplear a una niñera');
    expect(body).toBe(
      `Hola:\n\nUsamos HomePay para la nómina y los impuestos de nuestra niñera, y nos ahorra horas. Le recomiendo que lo vea; la consulta es gratis:\n${SPANISH_URL}`,
    );
  });

  it('writes a caregiver’s Spanish note to her employer with the English note below, each half with its own page', () => {
    const { subject, body } = mail(
      referralMailto(REFERRAL_TEXT.es.notes, {
        brandName: 'HomePay',
        siteUrl: SPANISH_URL,
        englishSiteUrl: ENGLISH_URL,
        audience: 'employer',
      }),
    );
    expect(subject).toBe(
      'Pagarme de forma legal con HomePay / Paying me on the books with HomePay',
    );
    const [spanish, english] = (body ?? '').split('\n\n— In English —\n\n');
    expect(spanish).toBe(
      `Hola:\n\nMe gustaría que me pagaran de forma legal, con todo declarado. HomePay se encarga de la nómina y los impuestos de familias empleadoras como la suya, y la primera consulta es gratis:\n${SPANISH_URL}\n\n¡Gracias!`,
    );
    // The English half is the English page's note itself, word for word.
    expect(english).toBe(
      mail(
        referralMailto(REFERRAL_COPY.notes, {
          brandName: 'HomePay',
          siteUrl: ENGLISH_URL,
          audience: 'employer',
        }),
      ).body,
    );
  });

  it('links the one page it has in both halves when given no English page', () => {
    const { body } = mail(
      referralMailto(REFERRAL_TEXT.es.notes, {
        brandName: 'HomePay',
        siteUrl: SPANISH_URL,
        audience: 'employer',
      }),
    );
    expect(body?.split(SPANISH_URL)).toHaveLength(3);
    expect(body).not.toContain('{');
  });

  it('inserts a brand name with replacement patterns literally', () => {
    const { subject } = mail(
      referralMailto(REFERRAL_TEXT.es.notes, {
        brandName: 'Pay$&Co',
        siteUrl: SPANISH_URL,
        audience: 'friend',
      }),
    );
    expect(subject).toBe('Pay$&Co facilita los impuestos por emplear a una niñera');
  });
});

describe('referralSms', () => {
  it.each([
    [
      'English',
      REFERRAL_COPY.notes,
      ENGLISH_URL,
      `We use HomePay for our nanny’s payroll and taxes. Have a look, the consultation is free: ${ENGLISH_URL}`,
    ],
    [
      'Spanish',
      REFERRAL_TEXT.es.notes,
      SPANISH_URL,
      `Usamos HomePay para la nómina y los impuestos de nuestra niñera. Le recomiendo que lo vea; la consulta es gratis: ${SPANISH_URL}`,
    ],
  ])('writes the %s text message with the link', (_language, notes, siteUrl, expected) => {
    expect(sms(referralSms(notes, { brandName: 'HomePay', siteUrl }))).toBe(expected);
  });
});
