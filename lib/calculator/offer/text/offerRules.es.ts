import { type StateCode } from '@/lib/tax/states';

// The Spanish of the states' rules the offer sheet quotes (paidSickLeave.ts, hireNotice.ts), in
// the words of docs/spanish-glossary.md. The laws' citations and names stay as the states publish
// them; a test checks every state of the English tables has its Spanish here.

/** Each state's sick-time rule in one sentence, as `SickLeaveMandate.summary` says it in English. */
export const SICK_LEAVE_SUMMARY_ES: Readonly<Partial<Record<StateCode, string>>> = {
  AZ: 'Al menos 1 hora de permiso por enfermedad pagado por cada 30 horas trabajadas, hasta 24 horas al año para un empleador con menos de 15 empleados.',
  CA: 'Al menos 40 horas (5 días) de permiso por enfermedad pagado al año, que se ganan a razón de 1 hora por cada 30 horas trabajadas o se dan por adelantado. Varias ciudades exigen más.',
  CO: 'Al menos 1 hora de permiso por enfermedad pagado por cada 30 horas trabajadas, hasta 48 horas al año.',
  IL: 'Al menos 1 hora de permiso pagado, por cualquier motivo, por cada 40 horas trabajadas, hasta 40 horas al año. Chicago y el condado de Cook tienen sus propias ordenanzas.',
  MA: 'Hasta 40 horas de permiso por enfermedad al año, 1 hora por cada 30 horas trabajadas; un empleador con menos de 11 empleados puede darlo sin pago.',
  MD: 'Hasta 40 horas de permiso por enfermedad y seguridad al año, 1 hora por cada 30 horas trabajadas, para una persona empleada que trabaja normalmente 12 horas por semana o más; un empleador con menos de 15 empleados puede darlo sin pago.',
  MN: 'Al menos 1 hora de permiso por enfermedad y seguridad pagado por cada 30 horas trabajadas, hasta 48 horas al año.',
  NJ: 'Al menos 1 hora de permiso por enfermedad pagado por cada 30 horas trabajadas, hasta 40 horas al año.',
  NM: 'Al menos 1 hora de permiso por enfermedad pagado por cada 30 horas trabajadas, hasta 64 horas al año.',
  NY: 'Hasta 40 horas de permiso por enfermedad al año, 1 hora por cada 30 horas trabajadas, sin pago para un hogar con ingresos netos de $1 millón o menos; además, 3 días de descanso pagados después de un año de trabajo. En la ciudad de Nueva York las 40 horas son pagadas (Earned Safe and Sick Time Act).',
  OR: 'Hasta 40 horas de permiso por enfermedad al año, 1 hora por cada 30 horas trabajadas, sin pago para un empleador con menos de 10 empleados (6 en Portland); además, 3 días personales pagados al año para una trabajadora doméstica que trabajó en promedio 30 horas por semana o más el año anterior.',
  WA: 'Al menos 1 hora de permiso por enfermedad pagado por cada 40 horas trabajadas, y hasta 40 horas sin usar pasan al año siguiente. Seattle exige más.',
};

/** When a state's law will reach a one-nanny household, as the English table's `note` says it. */
export const SICK_LEAVE_NOTE_ES: Readonly<Partial<Record<StateCode, string>>> = {
  CT: 'C.G.S. §31-57r y siguientes, según la enmienda de la P.A. 24-8, cubre en 2026 a los empleadores con 11 empleados o más, y a los que tienen uno o más desde el 1 de enero de 2027 (1 hora por cada 30 trabajadas, hasta 40 horas al año).',
};

/** Each state's notice at hire: what it must say and its official form, as `HireNoticeRule` says them. */
export const HIRE_NOTICE_ES: Readonly<
  Partial<Record<StateCode, { readonly requires: string; readonly form: string }>>
> = {
  CA: {
    requires:
      'un aviso por escrito al contratar, en el idioma que el empleador usa normalmente con la persona empleada, con las tarifas de pago (incluidas las horas extras) y su base, el día de pago regular, cualquier asignación por comidas o alojamiento, el nombre, la dirección y el teléfono del empleador, su aseguradora de compensación de trabajadores y el derecho al permiso por enfermedad pagado.',
    form: 'el modelo “Notice to Employee” (Aviso al empleado) del Comisionado Laboral, en inglés, español y otros idiomas',
  },
  CT: {
    requires:
      'informar por escrito a la persona empleada, al contratarla, la tarifa de pago, el horario de trabajo y el calendario de pagos.',
    form: 'no hay formulario estatal: sirve una carta de oferta de trabajo o este resumen, firmados',
  },
  DC: {
    requires:
      'un aviso de contratación por escrito, en inglés y en el idioma principal de la persona empleada cuando el Distrito lo ofrece, con la tarifa de pago y su base, la tarifa de horas extras, las asignaciones, el día de pago regular y el nombre, la dirección y el teléfono del empleador, firmado por las dos partes y guardado.',
    form: 'el formulario “Notice of Hire” (Aviso de contratación) del Departamento de Servicios de Empleo, en inglés y español',
  },
  MA: {
    requires:
      'un aviso de los derechos de la trabajadora doméstica antes de empezar a trabajar y, con 16 horas por semana o más, un acuerdo por escrito con el pago (incluidas las horas extras), el horario, el tiempo libre y las tareas.',
    form: 'el “Notice of Rights of Domestic Workers” (Aviso de derechos de los trabajadores domésticos) de la Fiscalía General, en inglés, español y portugués',
  },
  MD: {
    requires:
      'un aviso por escrito al contratar con la tarifa de pago, los días de pago regulares y los beneficios de permisos.',
    form: 'no hay formulario estatal: sirve una carta de oferta de trabajo o este resumen, firmados',
  },
  NV: {
    requires:
      'un acuerdo de empleo por escrito cuando la trabajadora doméstica empieza, explicado en un idioma que entienda: tareas, lugar de trabajo, fecha de inicio, días y horario, pago y horas extras, beneficios, frecuencia y forma de pago, descuentos y plazo de aviso, junto con el aviso de derechos de los trabajadores domésticos.',
    form: 'el aviso de derechos de los trabajadores domésticos del Comisionado Laboral',
  },
  NY: {
    requires:
      'un aviso de tarifa de pago al contratar, en inglés y en el idioma principal de la persona empleada cuando el Departamento de Trabajo lo publica, con un reconocimiento firmado que el empleador guarda seis años.',
    form: 'el LS 54 del Departamento de Trabajo (empleados por hora), en inglés, español y otros idiomas',
  },
};
