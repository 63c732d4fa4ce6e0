import { dataTextEs } from './dataTexts.es';
import { stateNameEs } from './stateNames.es';
import { type FamilyRelation, type WarningParamsByCode } from './warningParams';

const WHO: Record<FamilyRelation, string> = {
  spouse: 'su cónyuge',
  child_under_21: 'su hijo(a) menor de 21 años',
  parent: 'su padre o su madre',
  under_18:
    'una persona empleada menor de 18 años cuya ocupación principal no es el trabajo doméstico',
};

/** "a, b ni c": a Spanish list closed by its last conjunction. */
function listEs(items: readonly string[], last: string): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1] ?? ''}`;
}

/** What a family relationship changed, in Spanish (Publicación 926 del IRS). */
export function familyEmployeeEs(p: WarningParamsByCode['FAMILY_EMPLOYEE']): string {
  const out: string[] = [];
  if (p.fica) out.push('los impuestos del Seguro Social y de Medicare');
  if (p.futa) out.push('el impuesto federal para el desempleo (FUTA)');
  if (p.stateUi) out.push(`el seguro de desempleo estatal de ${stateNameEs(p.state)}`);
  const owed =
    out.length > 0
      ? `no están sujetos a ${listEs(out, 'ni')}`
      : 'pagan impuestos como cualquier otro salario';
  const parts = [
    `Los salarios que se pagan a ${WHO[p.relationship]} ${owed} (Publicación 926 del IRS).`,
  ];
  const exception =
    'su padre o su madre cuida a su hijo(a) menor de 18 años y usted está divorciado(a) y no se ha vuelto a casar, es viudo(a), o su cónyuge no puede cuidar al niño o a la niña';
  if (p.relationship === 'parent') {
    parts.push(
      p.parentException
        ? `Usted indicó que se aplica la excepción para padres (${exception}), por lo que se deben los impuestos del Seguro Social y de Medicare.`
        : `Se deberían los impuestos del Seguro Social y de Medicare si ${exception}.`,
    );
  }
  if (p.relationship === 'under_18') {
    parts.push(
      'El FUTA y el seguro de desempleo estatal se siguen aplicando; si el trabajo doméstico pasa a ser su ocupación principal, también se aplican el Seguro Social y Medicare.',
    );
  }
  parts.push(
    p.uiNote === null
      ? 'Se supone que el seguro de desempleo estatal excluye a los mismos familiares que el FUTA; consulte las reglas de su estado.'
      : dataTextEs(p.uiNote),
  );
  if (p.relationship !== 'under_18') {
    parts.push(
      'La retención del impuesto sobre los ingresos sigue siendo voluntaria, como para cualquier empleado doméstico.',
    );
  }
  return parts.join(' ');
}
