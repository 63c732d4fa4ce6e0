import type { Translation } from './catalog';
import type { ShellMessages } from './shell.en';

/** The page frame in Spanish, in the words of docs/spanish-glossary.md. */
export const SHELL_ES: Translation<ShellMessages> = {
  skipLink: 'Saltar al contenido principal',
  mainNavigation: 'Principal',
  brandHome: (brandName: string) => `Inicio de ${brandName}`,
  freeConsultation: 'Consulta gratuita:',
  call: 'Llame al',
  openMenu: 'Abrir el menú',
  closeMenu: 'Cerrar el menú',
  signIn: 'Iniciar sesión',
  signingIn: 'Iniciando sesión…',
  getStarted: 'Empezar',
  callPhone: (phone: string) => `Llame al ${phone}`,
  starRating: (stars: number) => `${stars} de 5 estrellas`,
  readMore: 'Leer más',
  showLess: 'Leer menos',
  translatedFromEnglish: 'Traducido del inglés',
  tryAgain: 'Intentar de nuevo',
  close: 'Cerrar',
  hired: {
    question: '¿Ya contrató a su empleado(a) doméstico(a)?',
    notYet: 'Todavía no',
    yes: 'Sí',
  },
  account: {
    greeting: 'Hola,',
    memberApp: 'Su cuenta',
    memberAppHint: 'Nómina, talones de pago y documentos',
    signedIn: 'Sesión iniciada',
    signOut: 'Cerrar sesión',
    loadProblem:
      'No pudimos cargar su cuenta en este momento. Inténtelo de nuevo o llame al {phone}.',
    problems: {
      providerUnreachable:
        'No podemos conectarnos con el servicio de inicio de sesión en este momento. Inténtelo de nuevo en unos minutos o llame al {phone}.',
      codeUnloadable:
        'No podemos cargar el inicio de sesión en este momento. Revise su conexión e inténtelo de nuevo, o llame al {phone}.',
      notConfigured: 'El inicio de sesión no está disponible en este sitio en este momento.',
    },
    next: {
      CLIENT: 'Ir a su nómina',
      PENDING: 'Continuar su inscripción',
      SUBMITTED: 'Estamos revisando su inscripción',
      NONE: 'Empezar la inscripción',
    },
    reviewCall: '¿Tiene preguntas? Llame al',
  },
  footer: {
    families: 'Familias',
    resources: 'Recursos',
    partners: 'Socios',
    talkToAnExpert: 'Hable con un experto',
    hours: 'De lunes a viernes, de 8:30 a. m. a 7 p. m., hora del Este',
    rights: (year: number, brandName: string) =>
      `© ${year} ${brandName}. Todos los derechos reservados.`,
    termsOfUse: 'Términos de uso',
  },
  nav: {
    home: 'Inicio',
    caregivers: 'Para cuidadoras y cuidadores',
    referral: 'Recomiende a una familia',
    nannyTaxCalculator: 'Calculadora de impuestos',
    nannyShareCalculator: 'Calculadora de niñera compartida',
    nannyOfferSheet: 'Resumen de la oferta de trabajo',
    productAndPricing: 'Servicio y precios',
    sampleNannyContract: 'Modelo de contrato de niñera',
    seniorCare: 'Cuidado de personas mayores',
    sampleSeniorCareContract: 'Modelo de contrato de cuidado de personas mayores',
    downtime: 'Mantenimiento',
    proPortal: 'Para profesionales',
    privacyChoices: 'Sus opciones de privacidad',
    privacyPolicy: 'Política de privacidad',
    accessibility: 'Accesibilidad',
    howWeCalculate: 'Cómo calculamos',
    authCallback: 'Iniciar sesión',
    notFound: 'Página no encontrada',
  },
  headerNav: {
    productAndPricing: 'Precios',
    nannyTaxCalculator: 'Calculadora',
    seniorCare: 'Personas mayores',
    caregivers: 'Para cuidadores',
    proPortal: 'Para profesionales',
  },
};
