import type { Locale } from '@/lib/site/i18n/locale';
import type { PolicyDocument } from './policyDocument';

/**
 * The privacy policy (docs/site.md#privacy-policy): what this site collects, why, with whom it is
 * shared, the visitor's rights and choices. It must say what the site does: docs/tracking.md and
 * the privacy choices page's copy (privacyContent.ts) are its sources. The Spanish is a faithful,
 * complete translation that says the English governs: change both together.
 */
export const PRIVACY_POLICY: Readonly<Record<Locale, PolicyDocument>> = {
  en: {
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
  },
  es: {
    eyebrow: 'Privacidad',
    title: 'Política de privacidad',
    lead: 'Lo que este sitio web recopila sobre usted, para qué, quién lo recibe y qué puede hacer al respecto. Cubre este sitio: las páginas sobre {brand}, las calculadoras, los modelos de contrato, el resumen de la oferta de trabajo y el inicio de sesión. Las páginas de inscripción y su cuenta en nuestro sitio principal le dicen lo que recopilan cuando llega a ellas.',
    translationNote:
      'Esta es una traducción de nuestra política de privacidad en inglés (Privacy Policy). Si las dos versiones no coinciden, rige la versión en inglés.',
    reviewed: '2026-11-26',
    sections: [
      {
        id: 'collected',
        heading: 'Lo que recopilamos en este sitio',
        items: [
          {
            term: 'Las páginas que ve y lo que selecciona (analítica, con su consentimiento)',
            body: 'La página, la página de la que viene, el tipo de navegador y de dispositivo, lo que selecciona y un identificador aleatorio de su dispositivo y de su sesión, para saber qué páginas ayudan y corregir las que no. Los códigos y tokens de inicio de sesión, las direcciones de correo electrónico y los códigos de recomendación se eliminan antes de enviar nada. Puede desactivar la analítica en Sus opciones de privacidad: desde entonces no se carga en las páginas que abra después, y se eliminan sus cookies (las que se llaman AMP_…).',
          },
          {
            term: 'Administrador de etiquetas',
            body: 'Nuestro administrador de etiquetas recibe un registro de cada página vista, de cada vez que se selecciona “Empezar” y del uso de las calculadoras. Cuando usted ha iniciado sesión, recibe su dirección de correo electrónico, su nombre, su ciudad y su estado solo como resúmenes criptográficos irreversibles (hash SHA-256), nunca como texto legible. Las etiquetas que ejecuta leen sus opciones de privacidad y la señal Global Privacy Control (control global de privacidad) antes de guardar o enviar nada con fines de publicidad.',
          },
          {
            term: 'Informes de errores',
            body: 'Cuando una página falla en su navegador o en nuestro servidor, un informe del error (qué falló, la dirección de la página, el tipo de navegador y los pasos justo anteriores) pasa por nuestro propio servidor a nuestro proveedor de monitoreo de errores. Antes se eliminan las cookies, los parámetros de la dirección, la página de la que viene, los códigos y tokens de inicio de sesión y las direcciones de correo electrónico; si usted ha iniciado sesión, solo su número de miembro queda con el informe.',
          },
          {
            term: 'Inicio de sesión',
            body: 'Cuando usted inicia sesión, una cookie (hp_vhp_session, que termina con su sesión) mantiene su sesión abierta en este sitio, y su navegador guarda los tokens de inicio de sesión. Los usamos para mostrarle su nombre y su próximo paso, y los eliminamos cuando cierra la sesión.',
          },
          {
            term: 'Lo que escribe en las calculadoras',
            body: 'El pago, las horas, el estado y las opciones que usted escribe se usan para calcular los resultados, y se escriben en la dirección de la página para que pueda guardar o compartir un resultado; esa dirección forma parte del registro de páginas vistas descrito arriba. Si nos pide que le enviemos los resultados por correo electrónico, enviamos su dirección de correo electrónico, las cifras del resumen y la dirección del resultado a nuestro servicio, que envía el mensaje.',
          },
          {
            term: 'Cookies de visitante, de recomendación y de socios',
            body: 'Identificadores aleatorios de su visita (n_vis, un año), de su dispositivo (hpc, un año) y de su sesión de inscripción (csc, hasta que cierre el navegador); un código de recomendación con el que llegó (vpm, y nuestra copia hp_rx, durante 30 días); el código de un socio (hp_partner, hasta que cierre el navegador). Llevan el código de recomendación o de socio a las páginas de inscripción para que se acredite.',
          },
          {
            term: 'Sus opciones de privacidad',
            body: 'Las opciones que usted elige en Sus opciones de privacidad, en la cookie hp_privacy durante un año.',
          },
          {
            term: 'Registros del servidor',
            body: 'Nuestros servidores registran las solicitudes y los errores, y usan su dirección IP para limitar el abuso de los formularios y de los puntos de envío de informes. Estos registros se usan solo para operar el sitio y mantenerlo seguro.',
          },
        ],
      },
      {
        id: 'why',
        heading: 'Para qué lo usamos',
        paragraphs: [
          'Para operar este sitio y mantenerlo seguro; para mantener su sesión abierta; para calcular los resultados de las calculadoras y enviárselos por correo electrónico cuando usted lo pide; para acreditar a la familia, la cuidadora, el cuidador o el socio que lo recomendó; para encontrar y corregir errores; para saber qué páginas ayudan a las familias y a las cuidadoras y los cuidadores; y, a menos que usted lo rechace, para medir nuestra publicidad.',
        ],
      },
      {
        id: 'shared',
        heading: 'Quién lo recibe',
        items: [
          {
            term: 'Proveedores de servicios',
            body: 'Nuestro proveedor de analítica (Amplitude), nuestro proveedor de monitoreo de errores (Sentry) y Google Tag Manager procesan lo descrito arriba solo en nuestro nombre, como proveedores de servicios: no lo venden ni lo usan para sus propios fines.',
          },
          {
            term: 'Socios de publicidad',
            body: 'Las etiquetas de nuestro administrador de etiquetas pueden informar a socios de publicidad que usted nos visitó, para medir nuestros anuncios y mostrarle anuncios en otros sitios. Según la ley de California, esto puede ser “compartir” información personal. Si usted pide que no se venda ni se comparta, o envía la señal Global Privacy Control, ellos no usan sus datos.',
          },
          {
            term: 'YouTube',
            body: 'Solo cuando usted reproduce un video: el reproductor viene del modo de privacidad mejorada de YouTube. Hasta entonces no se le pide nada a YouTube, y si usted pide que no se venda ni se comparta su información, le damos un enlace al video en lugar de cargarlo.',
          },
          {
            term: 'Nuestras páginas de inscripción y de cuenta',
            body: 'Los identificadores de visitante, de recomendación y de socio descritos arriba lo acompañan cuando selecciona “Empezar” para inscribirse.',
          },
        ],
        paragraphs: ['No intercambiamos su información personal por dinero.'],
      },
      {
        id: 'rights',
        heading: 'Sus derechos',
        paragraphs: [
          'Según dónde viva, y en particular si vive en California, usted puede pedir saber qué información personal tenemos sobre usted, obtener una copia, corregirla o eliminarla, y puede pedir que no se venda ni se comparta y que no se use para publicidad dirigida. No lo trataremos de manera diferente por ejercer estos derechos. Para ejercerlos, llámenos; confirmaremos su identidad antes de actuar y le responderemos dentro del plazo que fija la ley (45 días en California). Una persona a quien usted autorice puede pedirlo en su nombre.',
        ],
        phone: true,
      },
      {
        id: 'choices',
        heading: 'La señal Global Privacy Control y sus opciones',
        paragraphs: [
          'Si su navegador envía la señal Global Privacy Control, la tratamos como su pedido de que no se venda ni se comparta su información personal en todas las páginas, sin que usted tenga que hacer nada más. En Sus opciones de privacidad usted puede hacer ese pedido por su cuenta y activar o desactivar la analítica; sus opciones se guardan en este navegador durante un año.',
        ],
        link: { label: 'Sus opciones de privacidad', page: 'privacyChoices' },
      },
      {
        id: 'children',
        heading: 'Menores de edad',
        paragraphs: [
          'Este sitio es para las familias y las personas que ellas emplean. No está pensado para menores de 13 años, y no recopilamos a sabiendas su información.',
        ],
      },
      {
        id: 'contact',
        heading: 'Comuníquese con nosotros',
        paragraphs: [
          'Preguntas sobre esta política o sobre su información: llame a nuestro equipo, de lunes a viernes, de 8:30 a.m. a 7 p.m., hora del Este. Cuando esta política cambia, la fecha de abajo cambia con ella.',
        ],
        phone: true,
      },
    ],
  },
};
