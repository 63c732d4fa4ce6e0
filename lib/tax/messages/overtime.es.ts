import { formatUsd } from '../money';
import { DOUBLE_TIME_MULTIPLIER, OVERTIME_MULTIPLIER } from '../payBasis';
import { dataTextEs } from './dataTexts.es';
import { counted } from './numbers';
import { stateNameEs } from './stateNames.es';
import {
  type OvertimeAuthority,
  type OvertimeLimits,
  type WarningParamsByCode,
} from './warningParams';

/** "la FLSA", "la FLSA y la regla de California", or the live-in exemption. */
function authorityText({ flsa, state }: OvertimeAuthority): string {
  const parts = [
    ...(flsa ? ['la FLSA'] : []),
    ...(state ? [`la regla de ${stateNameEs(state)}`] : []),
  ];
  return parts.length > 0 ? parts.join(' y ') : 'la exención de la FLSA para quien vive en la casa';
}

const tail = (note: string | null) => (note ? ` ${dataTextEs(note)}` : '');

/** "1.5× después de 9 horas al día o 40 a la semana, 2× después de 12 al día". */
function thresholdText(t: OvertimeLimits): string {
  const parts: string[] = [];
  if (t.daily !== null) parts.push(`${counted(t.daily, 'hora', 'horas')} al día`);
  if (t.weekly !== null) parts.push(`${t.weekly} a la semana`);
  let text = `1.5× después de ${parts.join(' o ')}`;
  if (t.dailyDouble !== null) text += `, 2× después de ${t.dailyDouble} al día`;
  if (t.premiumFromDay !== null) {
    text += `, y pago adicional desde el día de trabajo ${t.premiumFromDay} de la semana`;
  }
  if (t.dailyOnlyUnder !== null && t.daily !== null) {
    text += `; horas extras diarias solo con una tarifa regular de pago inferior a ${formatUsd(t.dailyOnlyUnder)}`;
  }
  return text;
}

/** Overtime included in an hourly pay, in Spanish ("tiempo y medio" is 1.5 ×). */
export function overtimeAppliedEs(p: WarningParamsByCode['OVERTIME_APPLIED']): string {
  const overtimeRate = formatUsd(p.rate * OVERTIME_MULTIPLIER);
  const hours = counted(p.hours, 'hora', 'horas');
  if (!p.daily) {
    return `Se incluyen horas extras: ${hours} por semana por encima de ${p.afterHours}, a tiempo y medio (1.5 × ${formatUsd(p.rate)} = ${overtimeRate} por hora), según ${authorityText(p.authority)}.${tail(p.notice)}`;
  }
  const doubleText =
    p.doubleHours > 0
      ? ` y ${counted(p.doubleHours, 'hora', 'horas')} a 2 × = ${formatUsd(p.rate * DOUBLE_TIME_MULTIPLIER)} por hora`
      : '';
  return `Se incluyen horas extras para ${counted(p.hoursPerWeek, 'hora', 'horas')} en ${counted(p.daysPerWeek, 'día', 'días')} por semana (repartidas por igual): ${hours} a 1.5 × ${formatUsd(p.rate)} = ${overtimeRate} por hora${doubleText} (según ${authorityText(p.authority)}: ${thresholdText(p.limits)}).${tail(p.notice)}`;
}

/** A salary that must still cover overtime, in Spanish. */
export function salaryOvertimeEs(p: WarningParamsByCode['SALARY_MUST_COVER_OVERTIME']): string {
  const doubleText =
    p.doubleHours > 0
      ? ` y ${counted(p.doubleHours, 'hora', 'horas')} a tarifa doble, ${formatUsd(p.rate * DOUBLE_TIME_MULTIPLIER)}`
      : '';
  return `Un sueldo fijo también debe cubrir las horas extras según ${authorityText(p.authority)}: con ${counted(p.hoursPerWeek, 'hora', 'horas')} por semana, este pago equivale a una tarifa regular de pago de ${formatUsd(p.rate)} por hora por ${counted(p.regularHours, 'hora', 'horas')} más ${counted(p.hours, 'hora extra', 'horas extras')} a ${formatUsd(p.rate * OVERTIME_MULTIPLIER)}${doubleText}.${tail(p.notice)}`;
}
