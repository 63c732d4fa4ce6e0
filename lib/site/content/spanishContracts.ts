import {
  DOCUMENTS_PATH,
  type ContractDocument,
  type ContractFrameWords,
  type ContractSection,
} from './contracts';

/*
 * The Spanish translations of the two sample agreements in contracts.ts, clause for clause, in the
 * words of docs/spanish-glossary.md. Each says what it translates and that both may be signed.
 */

const WORDS: ContractFrameWords = {
  parties: [
    { caption: 'Empleador', groupLabel: 'Firma del empleador' },
    { caption: 'Persona empleada', groupLabel: 'Firma de la persona empleada' },
  ],
  signatureLines: ['Firma', 'Nombre en letra de molde', 'Fecha'],
  page: 'Página',
  of: 'de',
};

const PAY_AND_TAXES: ContractSection = {
  id: 'pay',
  heading: 'Pago e impuestos',
  clauses: [
    'Tarifa por hora: $____ por hora de salario bruto, que se paga ________ (cada semana / cada dos semanas / dos veces al mes).',
    'Horas extras: las horas que pasen de 40 en una semana laboral se pagan a tiempo y medio de la tarifa por hora, como exigen las leyes federales y estatales.',
    'El empleador retiene y paga los impuestos del Seguro Social y de Medicare de la persona empleada y presenta las declaraciones de impuestos sobre el empleo de empleados domésticos. El impuesto sobre los ingresos se retiene si la persona empleada lo pide y el empleador lo acepta.',
    'Cada día de pago se entrega un talón de pago con las horas, el salario bruto, los impuestos y el salario neto.',
  ],
};

const TIME_OFF: ContractSection = {
  id: 'time-off',
  heading: 'Días feriados, vacaciones y días de enfermedad',
  clauses: [
    'Días feriados pagados: ________________________________.',
    'Vacaciones pagadas: ____ días al año, programadas con ____ semanas de aviso.',
    'Permiso por enfermedad pagado: ____ días al año (por lo menos lo que exijan las leyes estatales y locales).',
    'Horas garantizadas: si el empleador cancela un día programado, ese día se le paga a la persona empleada.',
  ],
};

const ENDING: ContractSection = {
  id: 'ending',
  heading: 'Evaluaciones y fin del contrato',
  clauses: [
    'El desempeño y el pago se revisan juntos cada ____ meses.',
    'Para terminar el empleo, cualquiera de las partes avisa por escrito con ____ semanas de anticipación, salvo en caso de una falta grave.',
    'Ambas partes mantienen confidencial la información privada de la familia durante el empleo y después de que termine.',
  ],
};

/** The Spanish translation of the sample nanny work agreement. */
export const NANNY_CONTRACT_ES: ContractDocument = {
  pdfUrl: `${DOCUMENTS_PATH}/modelo-de-contrato-de-ninera.pdf`,
  pdfFileName: 'modelo-de-contrato-de-ninera.pdf',
  translation:
    'Traducción al español del modelo de contrato en inglés «Nanny Work Agreement». La familia y la niñera o el niñero pueden firmar las dos versiones, en inglés y en español.',
  sections: [
    {
      id: 'parties',
      heading: 'Partes y fecha de inicio',
      clauses: [
        'Empleador(es): ______________________  Persona empleada: ______________________',
        'Fecha de inicio: ____________  Período de prueba: ____ semanas',
      ],
    },
    {
      id: 'schedule',
      heading: 'Horario',
      clauses: [
        'Días y horas habituales: ______________________ (____ horas por semana).',
        'Vive en la casa del empleador o fuera de ella: ________. Si vive en la casa, aquí se describen su habitación privada y las comidas.',
      ],
    },
    {
      id: 'duties',
      heading: 'Tareas',
      clauses: [
        'Cuidado de los niños: supervisión, comidas, siestas, ayuda con las tareas escolares, salidas y transporte.',
        'Tareas del hogar relacionadas con los niños: lavar la ropa de los niños, ordenar las áreas de juego y preparar las comidas de los niños.',
        'Reglas de la casa sobre el tiempo frente a pantallas, la disciplina, las visitas y las redes sociales.',
      ],
    },
    PAY_AND_TAXES,
    TIME_OFF,
    {
      id: 'expenses',
      heading: 'Auto y gastos',
      clauses: [
        'Cuando la persona empleada lleva a los niños en su propio auto, las millas se le reembolsan según la tarifa estándar del Servicio de Impuestos Internos (IRS, por sus siglas en inglés).',
        'Los gastos de los niños que la persona empleada pague de su bolsillo se le reembolsan cada semana, con los recibos.',
      ],
    },
    ENDING,
  ],
  words: WORDS,
};

/** The Spanish translation of the sample adult and senior care work agreement. */
export const SENIOR_CARE_CONTRACT_ES: ContractDocument = {
  pdfUrl: `${DOCUMENTS_PATH}/modelo-de-contrato-de-cuidado-de-personas-mayores.pdf`,
  pdfFileName: 'modelo-de-contrato-de-cuidado-de-personas-mayores.pdf',
  translation:
    'Traducción al español del modelo de contrato en inglés «Adult and Senior Care Work Agreement». La familia y la cuidadora o el cuidador pueden firmar las dos versiones, en inglés y en español.',
  sections: [
    {
      id: 'parties',
      heading: 'Partes, persona que recibe el cuidado y fecha de inicio',
      clauses: [
        'Empleador: ______________________  Cuidador(a): ______________________',
        'Persona que recibe el cuidado: ______________________  Fecha de inicio: ____________',
        'Si el empleador no es quien recibe el cuidado (por ejemplo, un hijo adulto), se nombra a los dos.',
      ],
    },
    {
      id: 'schedule',
      heading: 'Horario',
      clauses: [
        'Días y horas habituales: ______________________ (____ horas por semana).',
        'Turnos de noche o de quien vive en la casa: el tiempo de sueño, las pausas para comer y cómo se paga el sueño interrumpido.',
      ],
    },
    {
      id: 'duties',
      heading: 'Tareas de cuidado',
      clauses: [
        'Cuidado personal: baño, vestido, ayuda para moverse e ir al baño, según se necesite.',
        'Salud: recordatorios de medicamentos, citas y notas para los familiares. Ninguna tarea médica para la que la cuidadora o el cuidador no tenga licencia.',
        'Hogar: comidas, limpieza ligera, mandados y compañía.',
        'Contactos de emergencia y qué hacer en una emergencia.',
      ],
    },
    PAY_AND_TAXES,
    TIME_OFF,
    ENDING,
  ],
  words: WORDS,
};
