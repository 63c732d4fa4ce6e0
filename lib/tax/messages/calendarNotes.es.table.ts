/**
 * Why a payment date is what it is (a return's note in the tax data) in Spanish, keyed by its
 * English words (docs/tax.md#answer-language); a test walks every year's calendar for a note
 * without Spanish. The sentences the calendar adds to them are in calendarNotes.es.ts.
 */
export const CALENDAR_NOTES_ES: Readonly<Record<string, string>> = {
  'A new withholding account files monthly (Form W-1, by the 15th) until its lookback period sets its frequency; a household withholding little is then a quarterly filer, shown here.':
    'Una cuenta de retención nueva presenta cada mes (Formulario W-1, antes del día 15) hasta que su período de referencia fije su frecuencia; una familia que retiene poco presenta luego cada trimestre, como se muestra aquí.',
  'Annual shown, as for certain domestic and household employers; which households qualify was not confirmed, and an employer the Department sets as quarterly files Form WV/IT-101Q and pays monthly.':
    'Se muestra la declaración anual, como para ciertos empleadores domésticos; no se confirmó qué familias califican, y un empleador al que el Departamento asigna la frecuencia trimestral presenta el Formulario WV/IT-101Q y paga cada mes.',
  'Arkansas withholding is filed and paid monthly, by the 15th of the next month (once a year, by January 31, for $199 or less a year); each quarter’s amount is shown on the date its last month is due.':
    'La retención de Arkansas se presenta y se paga cada mes, antes del día 15 del mes siguiente (una vez al año, antes del 31 de enero, si es de $199 o menos al año); el monto de cada trimestre se muestra en la fecha de vencimiento de su último mes.',
  'Domestic employees are exempt from Alabama withholding, so it is by agreement; Form A-6 is filed for a month with more than $1,000 withheld.':
    'Los empleados domésticos están exentos de la retención de Alabama, así que se retiene solo por acuerdo; el Formulario A-6 se presenta por un mes con más de $1,000 retenidos.',
  'Filed each quarter; a larger withholder pays monthly (by the 25th) or semiweekly and reconciles on the WHT-436.':
    'Se presenta cada trimestre; quien retiene más paga cada mes (antes del día 25) o dos veces por semana y concilia en el WHT-436.',
  'Form RI-941 is filed each quarter; the tax withheld is paid with it while under $50 a month, else monthly (within 20 days) or weekly.':
    'El Formulario RI-941 se presenta cada trimestre; el impuesto retenido se paga con él mientras sea menos de $50 al mes; si no, cada mes (dentro de 20 días) o cada semana.',
  'From 2026 the quarterly return is due the 25th of the month after the quarter; the Department may assign another frequency by the amount withheld.':
    'Desde 2026 la declaración trimestral vence el día 25 del mes siguiente al trimestre; el Departamento puede asignar otra frecuencia según el monto retenido.',
  'January 31, 2027 is a Sunday, so the deadline is Monday, February 1.':
    'El 31 de enero de 2027 es domingo, así que el plazo vence el lunes 1 de febrero.',
  'April 15, 2028 is a Saturday and Monday, April 17 is Emancipation Day in Washington, D.C.':
    'El 15 de abril de 2028 es sábado y el lunes 17 de abril es el Día de la Emancipación en Washington, D.C.',
  'January 15, 2028 is a Saturday and January 17 a holiday.':
    'El 15 de enero de 2028 es sábado y el 17 de enero es feriado.',
  'The usual rule (last day of the month after the quarter); check your state, some let household employers file once a year.':
    'La regla habitual (el último día del mes siguiente al trimestre); consulte a su estado: algunos permiten a los empleadores domésticos presentar una vez al año.',
  'Once $700 or more is withheld in a quarter, that tax is paid within 3 business days of the payroll with Form NYS-1; the rest goes with the NYS-45.':
    'Cuando se retienen $700 o más en un trimestre, ese impuesto se paga dentro de los 3 días hábiles siguientes a la nómina con el Formulario NYS-1; el resto se paga con el NYS-45.',
  'Quarterly (by the 25th) is for $200 to $1,200 withheld a year; more is paid monthly by the 15th, and $200 or less once a year by January 25.':
    'La frecuencia trimestral (antes del día 25) es para $200 a $1,200 retenidos al año; más se paga cada mes antes del día 15, y $200 o menos una vez al año antes del 25 de enero.',
  'Quarterly for $400 to $2,000 withheld a year (the fourth quarter with Form K-3, by January 31); less is paid once a year with Form K-3, more monthly by the 15th.':
    'Trimestral para $400 a $2,000 retenidos al año (el cuarto trimestre con el Formulario K-3, antes del 31 de enero); menos se paga una vez al año con el Formulario K-3, y más cada mes antes del día 15.',
  'Quarterly for $750 or less withheld a quarter; less than $750 a year is filed once, by January 31, and more than $750 a quarter monthly, by the 20th.':
    'Trimestral para $750 o menos retenidos por trimestre; menos de $750 al año se presenta una sola vez, antes del 31 de enero, y más de $750 por trimestre cada mes, antes del día 20.',
  'Quarterly for an average of $1,500 or less withheld a quarter; more is paid on the federal deposit schedule, still reconciled each quarter on Form A1-QRT.':
    'Trimestral para un promedio de $1,500 o menos retenidos por trimestre; más se paga según el calendario federal de depósitos, y se concilia igualmente cada trimestre en el Formulario A1-QRT.',
  'Quarterly for less than $6,000 withheld a year; more is deposited monthly (by the 15th) for the first two months of each quarter, with the same quarterly return.':
    'Trimestral para menos de $6,000 retenidos al año; más se deposita cada mes (antes del día 15) por los dos primeros meses de cada trimestre, con la misma declaración trimestral.',
  'Quarterly for less than $7,000 withheld a year; more is filed monthly, by the 15th.':
    'Trimestral para menos de $7,000 retenidos al año; más se presenta cada mes, antes del día 15.',
  'Quarterly for most employers; one withholding $500 or less a year, or filing its federal returns annually, may be assigned one annual return, due January 31.':
    'Trimestral para la mayoría de los empleadores; a uno que retiene $500 o menos al año, o que presenta sus declaraciones federales cada año, se le puede asignar una declaración anual, que vence el 31 de enero.',
  'Quarterly returns (the fourth on Form WH-1606, by January 31); under $500 withheld in a quarter is paid with the return, more by the 15th of the month after it reaches $500.':
    'Declaraciones trimestrales (la cuarta en el Formulario WH-1606, antes del 31 de enero); menos de $500 retenidos en un trimestre se paga con la declaración, y más antes del día 15 del mes siguiente a aquel en que llega a $500.',
  'Quarterly returns shown; a new registrant pays monthly (Form IL-501), and a household employer may instead report the year’s withholding on its own Form IL-1040, without registering.':
    'Se muestran las declaraciones trimestrales; un empleador recién registrado paga cada mes (Formulario IL-501), y un empleador doméstico puede, en cambio, declarar la retención del año en su propio Formulario IL-1040, sin registrarse.',
  'Quarterly shown; TWC’s Domestic Employment page sets out a domestic employer’s other reporting and paying options.':
    'Se muestra la frecuencia trimestral; la página de empleo doméstico (Domestic Employment) de la TWC explica las demás opciones de declaración y pago de un empleador doméstico.',
  'Quarterly shown; a domestic employer filing annually reports by January 31 after the year.':
    'Se muestra la frecuencia trimestral; un empleador doméstico que presenta cada año declara antes del 31 de enero siguiente al año.',
  'Quarterly shown; a domestic employer may choose to file and pay once a year, by January 31 after the year.':
    'Se muestra la frecuencia trimestral; un empleador doméstico puede elegir presentar y pagar una vez al año, antes del 31 de enero siguiente al año.',
  'Quarterly shown; a domestic employer may choose to file once a year with Form OA (Oregon Annual Tax Report).':
    'Se muestra la frecuencia trimestral; un empleador doméstico puede elegir presentar una vez al año con el Formulario OA (informe anual de impuestos de Oregon).',
  'Quarterly shown; a domestic employer that elects and qualifies to report once a year pays by January 31 after the year.':
    'Se muestra la frecuencia trimestral; un empleador doméstico que elige declarar una vez al año y califica para ello paga antes del 31 de enero siguiente al año.',
  'Quarterly shown; a household employer may instead pay once a year with Form UI-HA, by April 15 after the year.':
    'Se muestra la frecuencia trimestral; un empleador doméstico puede, en cambio, pagar una vez al año con el Formulario UI-HA, antes del 15 de abril siguiente al año.',
  'Quarterly shown; a household employer of domestic help only may register to file and pay once a year with Form VA-6H by January 31 after the year.':
    'Se muestra la frecuencia trimestral; un empleador que solo emplea a personal doméstico puede registrarse para presentar y pagar una vez al año con el Formulario VA-6H antes del 31 de enero siguiente al año.',
  'Quarterly shown; a household paying $20,000 or less in a year may elect to pay once a year with Form DE 3HW by January 31.':
    'Se muestra la frecuencia trimestral; una familia que paga $20,000 o menos en un año puede elegir pagar una vez al año con el Formulario DE 3HW antes del 31 de enero.',
  'Quarterly shown; an employer assigned annual filing files once, by January 31.':
    'Se muestra la frecuencia trimestral; un empleador al que se le asigna la presentación anual presenta una sola vez, antes del 31 de enero.',
  'Quarterly shown; an employer of household help only may instead file Form UC-30H once a year, by April 15 after the year.':
    'Se muestra la frecuencia trimestral; un empleador que solo emplea a personal doméstico puede, en cambio, presentar el Formulario UC-30H una vez al año, antes del 15 de abril siguiente al año.',
  'Quarterly shown; an employer only of domestic workers, once it has an earned rate, may apply (Form RT-7A, by December 1) to report once a year.':
    'Se muestra la frecuencia trimestral; un empleador que solo emplea a trabajadores domésticos, una vez que tiene una tasa propia, puede solicitar (Formulario RT-7A, antes del 1 de diciembre) declarar una vez al año.',
  'Quarterly shown; over $5,000 withheld a year is paid monthly, by the 15th of the next month.':
    'Se muestra la frecuencia trimestral; más de $5,000 retenidos al año se paga cada mes, antes del día 15 del mes siguiente.',
  'Quarterly unless $500 or more a month was withheld in two months of the past year (then monthly). The agency’s page names the quarterly report but not its due date; the usual last day of the month after the quarter is shown.':
    'Trimestral, salvo que se hayan retenido $500 o más al mes en dos meses del año anterior (entonces, cada mes). La página de la agencia nombra el informe trimestral pero no su fecha de vencimiento; se muestra el habitual último día del mes siguiente al trimestre.',
  'Returns are quarterly; more than $500 withheld in a quarter is paid monthly, by the 20th of the next month.':
    'Las declaraciones son trimestrales; más de $500 retenidos en un trimestre se paga cada mes, antes del día 20 del mes siguiente.',
  'The Department assigns an annual, monthly (by the 15th of the next month) or accelerated schedule from the lookback period; each quarter’s amount is shown on the date its last month is due.':
    'El Departamento asigna una frecuencia anual, mensual (antes del día 15 del mes siguiente) o acelerada según el período de referencia; el monto de cada trimestre se muestra en la fecha de vencimiento de su último mes.',
  'The Department’s page says the tax is paid quarterly through the unemployment account but not its date; the usual last day of the month after the quarter is shown.':
    'La página del Departamento dice que el impuesto se paga cada trimestre por medio de la cuenta de desempleo, pero no su fecha; se muestra el habitual último día del mes siguiente al trimestre.',
  'The Office’s household-employer rule and the 20th-of-the-month dates are from its 2019 forms page; the 2026 page was not found.':
    'La regla de la Oficina para los empleadores domésticos y las fechas del día 20 del mes vienen de su página de formularios de 2019; no se encontró la página de 2026.',
  'The agency sets the filing frequency by the amount withheld; a household withholding little usually files quarterly, shown here.':
    'La agencia fija la frecuencia de presentación según el monto retenido; una familia que retiene poco suele presentar cada trimestre, como se muestra aquí.',
  'The agency’s page names the quarterly report but not its due date; the usual last day of the month after the quarter is shown.':
    'La página de la agencia nombra el informe trimestral pero no su fecha de vencimiento; se muestra el habitual último día del mes siguiente al trimestre.',
  'The carrier bills on the policy’s own schedule; the contributions you withhold go toward its premium. Quarterly shown.':
    'La aseguradora factura según el calendario de la póliza; las contribuciones que usted retiene se destinan a su prima. Se muestra la frecuencia trimestral.',
  'Treasury assigns monthly, quarterly or annual filing; quarterly (by the 20th) is shown, and the annual return (Form 5081) follows by February 28.':
    'El Departamento del Tesoro asigna la presentación mensual, trimestral o anual; se muestra la trimestral (antes del día 20), y la declaración anual (Formulario 5081) sigue antes del 28 de febrero.',
  'Withholding from a household employee is voluntary in Minnesota (at the employee’s request). Returns are quarterly; $1,500 or less withheld in a quarter is paid with the return, more monthly or semiweekly as with the IRS.':
    'La retención a un empleado doméstico es voluntaria en Minnesota (a pedido del empleado). Las declaraciones son trimestrales; $1,500 o menos retenidos en un trimestre se paga con la declaración, y más cada mes o dos veces por semana, como con el IRS.',
  'Withholding from domestic service in a private home is voluntary in Ohio; a household that withholds pays quarterly with Form IT 501 (April 30, July 31, October 31), and the fourth quarter is shown on January 31 with the annual Form IT 941.':
    'La retención por servicio doméstico en una residencia privada es voluntaria en Ohio; una familia que retiene paga cada trimestre con el Formulario IT 501 (30 de abril, 31 de julio, 31 de octubre), y el cuarto trimestre se muestra el 31 de enero con el Formulario IT 941 anual.',
};
