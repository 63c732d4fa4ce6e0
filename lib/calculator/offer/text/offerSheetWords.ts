import { PAYCHECK_HEADINGS } from '@/lib/calculator/resultLabels';
import type { Locale } from '@/lib/site/i18n/locale';
import type { PayFrequency } from '@/lib/tax/types';

/**
 * The words the server writes the offer's lines in (docs/calculator.md#offer-sheet): labels and
 * values of the pay, withholding and cost tables. Server-side only: the page receives the lines
 * already written. `{name}` marks a value filled in with `fillIn`.
 */
export interface OfferSheetWords {
  regularRate: string;
  overtimeRate: string;
  doubleTimeRate: string;
  perHour: string;
  guaranteedHours: string;
  hoursValue: string;
  weeksAYear: string;
  payFrequency: string;
  frequency: Readonly<Record<PayFrequency, string>>;
  /** "Gross pay, per weekly paycheck": the paycheck's words in lower case after the comma. */
  grossPay: string;
  paycheck: Readonly<Record<PayFrequency, string>>;
  taxesWithheld: string;
  noneAtTheseWages: string;
  perPaycheck: string;
  takeHome: string;
  employerTaxes: string;
  perYear: string;
  totalCost: string;
  totalCostValue: string;
}

export const OFFER_SHEET_WORDS: Readonly<Record<Locale, OfferSheetWords>> = {
  en: {
    regularRate: 'Regular hourly rate (gross)',
    overtimeRate: 'Overtime rate (1.5×)',
    doubleTimeRate: 'Double-time rate (2×)',
    perHour: '{amount} an hour',
    guaranteedHours: 'Guaranteed hours',
    hoursValue: '{hours} hours a week over {days} days',
    weeksAYear: 'Weeks a year',
    payFrequency: 'Pay frequency',
    frequency: {
      weekly: 'Weekly',
      biweekly: 'Every two weeks',
      semimonthly: 'Twice a month',
      monthly: 'Monthly',
    },
    grossPay: 'Gross pay, {paycheck}',
    paycheck: PAYCHECK_HEADINGS,
    taxesWithheld: 'Taxes withheld',
    noneAtTheseWages: 'None at these wages',
    perPaycheck: '{amount} a paycheck',
    takeHome: 'Estimated take-home pay',
    employerTaxes: 'Employer taxes',
    perYear: '{amount} a year',
    totalCost: 'Total cost to the family',
    totalCostValue: '{perPaycheck} a paycheck, {annual} a year',
  },
  es: {
    regularRate: 'Tarifa regular por hora (bruta)',
    overtimeRate: 'Tarifa de horas extras (tiempo y medio, 1.5×)',
    doubleTimeRate: 'Tarifa doble (2×)',
    perHour: '{amount} por hora',
    guaranteedHours: 'Horas garantizadas',
    hoursValue: '{hours} horas por semana en {days} días',
    weeksAYear: 'Semanas al año',
    payFrequency: 'Frecuencia de pago',
    frequency: {
      weekly: 'Semanal',
      biweekly: 'Cada dos semanas',
      semimonthly: 'Dos veces al mes',
      monthly: 'Mensual',
    },
    grossPay: 'Salario bruto, {paycheck}',
    paycheck: {
      weekly: 'Por pago semanal',
      biweekly: 'Por pago (cada dos semanas)',
      semimonthly: 'Por pago (dos veces al mes)',
      monthly: 'Por pago mensual',
    },
    taxesWithheld: 'Impuestos retenidos',
    noneAtTheseWages: 'Ninguno con este salario',
    perPaycheck: '{amount} por pago',
    takeHome: 'Salario neto estimado',
    employerTaxes: 'Impuestos del empleador',
    perYear: '{amount} al año',
    totalCost: 'Costo total para la familia',
    totalCostValue: '{perPaycheck} por pago, {annual} al año',
  },
};
