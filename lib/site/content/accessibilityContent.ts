import type { Locale } from '@/lib/site/i18n/locale';
import type { PolicyDocument } from './policyDocument';

/**
 * The accessibility statement (docs/site.md#accessibility-statement): the standard, how the site is
 * tested, what is known not to work yet, and whom to call. Review it with every release that
 * changes a page's layout, and at least every six months. The Spanish says the English governs:
 * change both together.
 */
export const ACCESSIBILITY_STATEMENT: Readonly<Record<Locale, PolicyDocument>> = {
  en: {
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
  },
  es: {
    eyebrow: 'Accesibilidad',
    title: 'Declaración de accesibilidad',
    lead: 'Queremos que todas las familias y todas las cuidadoras y los cuidadores puedan usar este sitio, con el teclado, con un lector de pantalla, en un teléfono pequeño o con el texto ampliado.',
    translationNote:
      'Esta es una traducción de nuestra declaración de accesibilidad en inglés (Accessibility Statement). Si las dos versiones no coinciden, rigen los compromisos de la versión en inglés.',
    reviewed: '2026-11-27',
    nextReview: '2027-05-27',
    sections: [
      {
        id: 'standard',
        heading: 'Nuestro estándar',
        paragraphs: [
          'Este sitio busca cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG, por sus siglas en inglés) 2.2 en el nivel AA. Cubre las páginas sobre {brand}, las calculadoras, los modelos de contrato, el resumen de la oferta de trabajo, el inicio de sesión y sus opciones de privacidad.',
        ],
      },
      {
        id: 'testing',
        heading: 'Cómo lo comprobamos',
        items: [
          {
            term: 'Pruebas automáticas en cada cambio',
            body: 'Antes de publicar un cambio, nuestras pruebas automáticas revisan cada página con axe-core según las reglas A y AA de las WCAG 2.2, sin sesión y con sesión iniciada, a 320, 390 y 1366 píxeles de ancho. Las mismas pruebas comprueban que ninguna página se desplace hacia los lados a 320 píxeles, que cada control mida al menos 24 píxeles o tenga espacio alrededor, y que nada siga moviéndose cuando se pide movimiento reducido.',
          },
          {
            term: 'Teclado y foco',
            body: 'Cada página empieza con un enlace “Saltar al contenido principal”, cada control se puede alcanzar y usar con el teclado en un orden lógico, y el control que tiene el foco siempre muestra un contorno visible que el encabezado de la página nunca tapa. Nuestras pruebas recorren la página de inicio, las dos calculadoras y el inicio de sesión solo con el teclado.',
          },
          {
            term: 'Lectores de pantalla',
            body: 'Nuestras pruebas recorren las calculadoras, la calculadora de niñera compartida, el resumen de la oferta de trabajo, el inicio y el cierre de sesión y sus opciones de privacidad con un lector de pantalla virtual, y comprueban lo que lee en voz alta: los resultados cuando cambian, y cada error con su campo.',
          },
          {
            term: 'Color y texto',
            body: 'Cada par de colores de texto de cada uno de nuestros temas se prueba para que alcance una relación de contraste de 4.5:1. El texto se mide en unidades relativas, y las páginas se reacomodan al 400% de zoom (320 píxeles de ancho) sin desplazarse hacia los lados.',
          },
          {
            term: 'Sin JavaScript',
            body: 'Cada página se genera en el servidor, así que su texto, sus enlaces y los modelos de contrato se pueden leer antes de que carguen los scripts, o sin ellos.',
          },
          {
            term: 'Los videos',
            body: 'Cada video tiene sus pasos principales escritos al lado, en un resumen, así que nada depende de verlo. Los videos están en inglés: las páginas en español no los muestran y dan sus puntos en el texto.',
          },
        ],
      },
      {
        id: 'known-issues',
        heading: 'Problemas conocidos',
        items: [
          {
            term: 'Los PDF de los modelos de contrato',
            body: 'Los PDF que se descargan se generan a partir de una plantilla con el mismo texto que las páginas de los modelos de contrato, con las fuentes incluidas, pero no se han revisado por separado con un lector de pantalla. Las páginas mismas tienen el mismo texto.',
          },
          {
            term: 'El reproductor de video',
            body: 'El reproductor es de YouTube, y no nos corresponde cambiar sus controles ni sus subtítulos.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Avísenos de un problema',
        paragraphs: [
          'Si algo en este sitio es difícil de usar, o necesita su contenido en otro formato, llámenos, de lunes a viernes, de 8:30 a.m. a 7 p.m., hora del Este. También podemos revisar con usted por teléfono cualquier parte del sitio.',
        ],
        phone: true,
      },
    ],
  },
};
