import type { Locale } from '@/lib/site/i18n/locale';
import { withBrand } from '@/lib/site/seo/pageLinks';
import { PARTNER_WELCOME, partnerText, type PartnerWelcome } from './partnerContent';
import { HOME_REVIEWS, HOME_REVIEWS_ES, type Review } from './reviews';

/** Copy of the main landing page (docs/site.md#content). */

export interface Blurb {
  id: string;
  title: string;
  body: string;
}

export interface SocialRating {
  id: 'facebook' | 'google';
  source: string;
  stars: number;
}

/** Star ratings on social sites: Facebook 4.5, Google 5.0. */
export const SOCIAL_RATINGS: readonly SocialRating[] = [
  { id: 'facebook', source: 'Facebook', stars: 4.5 },
  { id: 'google', source: 'Google', stars: 5.0 },
];

/**
 * The words of the ratings strip. Plain strings (they travel as page props): `{count}`,
 * `{stars}`, `{source}` and `{text}` are filled by the component.
 */
export interface RatingsText {
  /** The strip's landmark name. */
  sectionLabel: string;
  listLabel: string;
  oneReview: string;
  reviews: string;
  readReviews: string;
  /** "{text} on {source}": a count link's accessible name. */
  countOn: string;
  /** "{stars} out of 5 stars on {source}". */
  starsOn: string;
}

/**
 * The landing page's words the browser renders (hero, ratings, reviews): the server puts one
 * language's into the page props, so a page ships only its own.
 */
export interface HomeText {
  hero: { eyebrow: string; title: string; lead: string; calculatorLink: string };
  /** The partner link's welcome (`/?partner=CODE`) in place of the hero. */
  partnerWelcome: PartnerWelcome;
  ratings: RatingsText;
  reviewsHeading: string;
  reviews: readonly Review[];
}

/** The landing page's hero for families (the partner link shows `PARTNER_WELCOME` instead). */
export const HOME_HERO = {
  eyebrow: 'For families with a nanny or senior caregiver',
  title: 'Nanny payroll and household taxes, done for you',
  lead: '{brand} runs your household payroll, files every federal and state tax return and prepares your year-end forms, so you can focus on your family instead of paperwork.',
  calculatorLink: 'Estimate your nanny taxes',
} as const;

export const HOME_TEXT: Readonly<Record<Locale, HomeText>> = {
  en: {
    hero: HOME_HERO,
    partnerWelcome: PARTNER_WELCOME,
    ratings: {
      sectionLabel: 'Ratings',
      listLabel: 'Ratings on social sites',
      oneReview: '{count} review',
      reviews: '{count} reviews',
      readReviews: 'Read the reviews',
      countOn: '{text} on {source}',
      starsOn: '{stars} out of 5 stars on {source}',
    },
    reviewsHeading: 'Families who stopped worrying about nanny taxes',
    reviews: HOME_REVIEWS,
  },
  es: {
    hero: {
      eyebrow: 'Para familias con niñera, niñero o cuidador(a) de personas mayores',
      title: 'La nómina de su niñera y los impuestos de su hogar, en nuestras manos',
      lead: '{brand} lleva la nómina de su hogar, presenta todas las declaraciones de impuestos federales y estatales y prepara sus formularios de fin de año, para que usted se dedique a su familia y no al papeleo.',
      calculatorLink: 'Calcule sus impuestos por emplear a una niñera',
    },
    partnerWelcome: {
      eyebrow: 'Bienvenidos, clientes de nuestro socio {code}',
      title: 'Su asesor ya organizó la nómina de su hogar',
      lead: 'Su contador o su agencia trabaja con {brand} para que su niñera o su cuidador(a) reciba el pago correcto y cada declaración de impuestos de su hogar se presente a tiempo. Inscríbase con el enlace de abajo y su cuenta quedará conectada con su asesor.',
      note: 'El código de socio {code} se aplica automáticamente a su inscripción.',
    },
    ratings: {
      sectionLabel: 'Calificaciones',
      listLabel: 'Calificaciones en redes sociales',
      oneReview: '{count} reseña',
      reviews: '{count} reseñas',
      readReviews: 'Leer las reseñas',
      countOn: '{text} en {source}',
      starsOn: '{stars} de 5 estrellas en {source}',
    },
    reviewsHeading: 'Familias que ya no se preocupan por los impuestos por emplear a una niñera',
    reviews: HOME_REVIEWS_ES,
  },
};

/** The landing hero as shown: filled with the brand, or the partner's welcome with its note. */
export interface HomeHeroText {
  eyebrow: string;
  title: string;
  lead: string;
  /** The partner-code line under the lead; only on the partner variant. */
  note: string | null;
}

/** The landing hero: the co-branded welcome for a partner's clients, or the family copy. */
export function homeHero(
  text: Pick<HomeText, 'hero' | 'partnerWelcome'>,
  partnerCode: string | null,
  brandName: string,
): HomeHeroText {
  if (partnerCode === null) {
    const { eyebrow, title, lead } = text.hero;
    return { eyebrow, title, lead: withBrand(lead, brandName), note: null };
  }
  const fill = (words: string) => partnerText(words, partnerCode, brandName);
  const welcome = text.partnerWelcome;
  return {
    eyebrow: fill(welcome.eyebrow),
    title: fill(welcome.title),
    lead: fill(welcome.lead),
    note: fill(welcome.note),
  };
}
