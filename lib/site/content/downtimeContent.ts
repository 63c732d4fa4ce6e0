import type { Locale } from '@/lib/site/i18n/locale';

/** The maintenance page's words. `{brand}` stands for the brand name. */
export interface DowntimeText {
  title: string;
  body: string;
  help: string;
  /** The call button's lead-in before the number. */
  call: string;
}

/** Copy of the maintenance page (`/downtime`, `/es/downtime`), one language per page's props. */
export const DOWNTIME_TEXT: Readonly<Record<Locale, DowntimeText>> = {
  en: {
    title: 'We’ll be right back',
    body: '{brand} is briefly unavailable while we make scheduled improvements. Your payroll, tax payments and filings continue on schedule; nothing you need to do is affected.',
    help: 'Need help now? Our specialists are available by phone.',
    call: 'Call',
  },
  es: {
    title: 'Volvemos enseguida',
    body: '{brand} no está disponible por un momento mientras hacemos mejoras programadas. Su nómina, sus pagos de impuestos y sus declaraciones siguen según lo previsto; nada de lo que usted tiene que hacer se ve afectado.',
    help: '¿Necesita ayuda ahora? Nuestros especialistas le atienden por teléfono.',
    call: 'Llamar al',
  },
};
