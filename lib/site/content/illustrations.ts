/** An illustration the content pages may show: its file under the image base, size and alt text. */
export interface Illustration {
  file: string;
  /** Intrinsic size: the `<img>` reserves exactly this box, so nothing shifts when it loads. */
  width: number;
  height: number;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
}

/** The site's own SVG illustrations (public/static/images, licences in LICENSES.md there). */
export const ILLUSTRATIONS = {
  familyPayroll: {
    file: 'family-payroll.svg',
    width: 320,
    height: 240,
    alt: 'A family home beside a pay stub marked paid',
  },
  caregiverCare: {
    file: 'caregiver-care.svg',
    width: 320,
    height: 240,
    alt: 'A caregiver holding up her pay stub with a heart on it',
  },
  taxForms: {
    file: 'tax-forms.svg',
    width: 320,
    height: 240,
    alt: 'A W-2 and a Schedule H form with a green check mark: year-end forms done',
  },
} as const satisfies Record<string, Illustration>;

export type IllustrationName = keyof typeof ILLUSTRATIONS;

/** The illustrations' alt text on Spanish pages. */
export const ILLUSTRATION_ALT_ES: Readonly<Record<IllustrationName, string>> = {
  familyPayroll: 'Una casa familiar junto a un talón de pago marcado como pagado',
  caregiverCare: 'Una cuidadora muestra su talón de pago, que tiene un corazón',
  taxForms:
    'Un Formulario W-2 y un Anexo H con una marca verde: los formularios de fin de año, listos',
};

/**
 * Hero art: one product illustration per audience page whose hero would otherwise leave its right
 * half empty on a desktop screen (docs/site.md#images). Shown from md up only, so it is never a
 * phone's largest paint.
 */
export const HERO_ART = {
  caregivers: {
    file: 'caregiver-pay-stub-hero.svg',
    width: 480,
    height: 360,
    alt: 'A pay stub on a phone marked paid, beside a Social Security shield and a benefits card',
  },
  proPortal: {
    file: 'proportal-clients-hero.svg',
    width: 480,
    height: 360,
    alt: 'A laptop listing three client households, each payroll marked on time, beside a filed year-end form and a briefcase',
  },
} as const satisfies Record<string, Illustration>;

export type HeroArtName = keyof typeof HERO_ART;
