import type { Locale } from '@/lib/site/i18n/locale';

/** The words of the two switches, their help and what the form says after a change. */
export interface PrivacySwitchesText {
  heading: string;
  saleSharing: string;
  /**
   * The statute's English title of the opt-out ("Do Not Sell or Share My Personal Information"),
   * shown beside a translated label until counsel says the translation alone will do
   * (docs/spanish-glossary.md).
   */
  saleSharingStatutoryTitle: string;
  saleSharingHelp: string;
  saleSharingGpc: string;
  analytics: string;
  analyticsOnHelp: string;
  analyticsOffHelp: string;
  saved: string;
  noScript: string;
}

/** The privacy choices page's words: the page renders them in the browser, so they travel as props. */
export interface PrivacyChoicesText {
  eyebrow: string;
  title: string;
  lead: string;
  collected: { heading: string; items: ReadonlyArray<{ title: string; body: string }> };
  gpc: { heading: string; on: string; off: string };
  choices: PrivacySwitchesText;
}

const STATUTORY_TITLE = 'Do Not Sell or Share My Personal Information';

/**
 * The privacy choices page's copy (docs/site.md#privacy-choices-page). What it says about the tags
 * must match what the site does: docs/tracking.md#consent.
 */
export const PRIVACY_CHOICES_TEXT: Readonly<Record<Locale, PrivacyChoicesText>> = {
  en: {
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
      saleSharingStatutoryTitle: STATUTORY_TITLE,
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
  },
  es: {
    eyebrow: 'Privacidad',
    title: 'Sus opciones de privacidad',
    lead: 'Lo que este sitio recopila, para qué y cómo puede pedir que no se use. Sus opciones se guardan en este navegador durante un año y se aplican desde la próxima página que abra.',
    collected: {
      heading: 'Lo que recopilamos y para qué',
      items: [
        {
          title: 'Analítica (proveedor de servicios)',
          body: 'Las páginas que ve y lo que selecciona, con un identificador aleatorio de su dispositivo, para saber qué funciona y corregir lo que no. Nuestro proveedor de analítica procesa estos datos solo en nuestro nombre, como proveedor de servicios: no los vende ni los usa para sus propios fines.',
        },
        {
          title: 'Publicidad (venta o acción de compartir)',
          body: 'Las etiquetas de nuestro administrador de etiquetas pueden informar a socios de publicidad que usted nos visitó, para medir nuestros anuncios y mostrarle anuncios en otros sitios. Según la ley de California, esto puede ser “compartir” información personal. Pida abajo que no se venda ni se comparta, o envíe la señal Global Privacy Control (control global de privacidad), y estas etiquetas no usarán sus datos.',
        },
        {
          title: 'Los videos',
          body: 'Los videos vienen del modo de privacidad mejorada de YouTube y se cargan solo cuando usted los reproduce. Si pide que no se venda ni se comparta su información, no los cargamos y le damos un enlace a ellos.',
        },
        {
          title: 'Lo que este sitio necesita para funcionar',
          body: 'Cookies que mantienen su sesión abierta, recuerdan un código de recomendación o de socio, y recuerdan estas opciones. No se usan para publicidad.',
        },
      ],
    },
    gpc: {
      heading: 'La señal Global Privacy Control',
      on: 'Su navegador envía la señal Global Privacy Control (control global de privacidad): la tratamos como su pedido de que no se venda ni se comparta su información personal.',
      off: 'No detectamos la señal Global Privacy Control (control global de privacidad) en su navegador. Si la activa en su navegador, la tratamos como su pedido de que no se venda ni se comparta su información.',
    },
    choices: {
      heading: 'Sus opciones',
      saleSharing: 'No vender ni compartir mi información personal',
      saleSharingStatutoryTitle: STATUTORY_TITLE,
      saleSharingHelp:
        'Así, las etiquetas de publicidad no guardan ni usan sus datos, y los videos no se cargan.',
      saleSharingGpc: 'Activado porque su navegador envía la señal Global Privacy Control.',
      analytics: 'Permitir la analítica',
      analyticsOnHelp:
        'Activado: nuestro proveedor de analítica cuenta las páginas que usted ve y lo que selecciona, con un identificador aleatorio de su dispositivo, solo en nuestro nombre.',
      analyticsOffHelp:
        'Desactivado: no se carga ninguna analítica en las páginas que visite después, y se eliminan sus cookies.',
      saved: 'Guardado. Sus opciones se aplican desde ahora.',
      noScript:
        'Para cambiar estas opciones se necesita JavaScript. La señal Global Privacy Control funciona sin él.',
    },
  },
};
