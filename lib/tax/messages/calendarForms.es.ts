/**
 * A return's form (../calendar.ts PaymentReturn.form) in Spanish where it is more than a form
 * number: the number kept and the word translated, as the IRS writes "Formulario W-2"
 * (docs/spanish-glossary.md#taxes-and-forms); the form's English title glossed, portals kept.
 */
export const FORMS_ES: Readonly<Record<string, string>> = {
  'Forms W-2 and W-3': 'Formularios W-2 y W-3',
  'Schedule H (Form 1040)': 'Anexo H (Formulario 1040)',
  'Combined Tax Report and Wage Report': 'Informe combinado de impuestos y de salarios',
  'DBL/PFL policy premium': 'Prima de la póliza de DBL/PFL',
  'Employer Tax and Wage Report': 'Informe de impuestos y salarios del empleador',
  'Employer’s Contribution and Wage Report (UI EASY)':
    'Informe de contribuciones y salarios del empleador (UI EASY)',
  'Employer’s Quarterly Contribution and Wage Report':
    'Informe trimestral de contribuciones y salarios del empleador',
  'Employer’s Quarterly Wage List and Contribution Report':
    'Informe trimestral de lista de salarios y contribuciones del empleador',
  'Employer’s Quarterly Wage Report': 'Informe trimestral de salarios del empleador',
  'Employer’s Quarterly Wage and Tax Report':
    'Informe trimestral de salarios e impuestos del empleador',
  'Employer’s Quarterly Wage/Tax Report':
    'Informe trimestral de salarios e impuestos del empleador',
  'Employer’s quarterly payroll and tax report':
    'Informe trimestral de nómina e impuestos del empleador',
  'Employer’s quarterly wage and contribution report':
    'Informe trimestral de salarios y contribuciones del empleador',
  'FAMLI quarterly wage report and premium (My FAMLI+ Employer)':
    'Informe trimestral de salarios y prima de FAMLI (My FAMLI+ Employer)',
  'Form 21 (Employer’s Reemployment Assistance Quarterly Report)':
    'Formulario 21 (informe trimestral de asistencia de reempleo del empleador)',
  'Form 306 (Income Tax Withholding Return)':
    'Formulario 306 (declaración de retención del impuesto sobre los ingresos)',
  'Form 5080 (Sales, Use and Withholding Taxes Return)':
    'Formulario 5080 (declaración de impuestos sobre las ventas, el uso y la retención)',
  'Form 910 (Idaho Withholding Payment)': 'Formulario 910 (pago de la retención de Idaho)',
  'Form 941N (Nebraska Income Tax Withholding Return)':
    'Formulario 941N (declaración de retención del impuesto sobre los ingresos de Nebraska)',
  'Form A1-QRT (Arizona Quarterly Withholding Tax Return)':
    'Formulario A1-QRT (declaración trimestral de retención de Arizona)',
  'Form AR941M (monthly withholding report)': 'Formulario AR941M (informe mensual de retención)',
  'Form C-101 (Quarterly Wage and Contribution Report)':
    'Formulario C-101 (informe trimestral de salarios y contribuciones)',
  'Form CT-941 (household employer version)':
    'Formulario CT-941 (versión para empleadores domésticos)',
  'Form DOL-4A (Annual Tax and Wage Report for Domestic Employment)':
    'Formulario DOL-4A (informe anual de impuestos y salarios del empleo doméstico)',
  'Form DR 1094 (Wage Withholding Tax Return)':
    'Formulario DR 1094 (declaración de retención sobre los salarios)',
  'Form G-7 (Quarterly Return for Quarterly Payers)':
    'Formulario G-7 (declaración trimestral para quienes pagan cada trimestre)',
  'Form HW-14 (Withholding Tax Return)': 'Formulario HW-14 (declaración de retención)',
  'Form IT 501 (with the annual Form IT 941)': 'Formulario IT 501 (con el Formulario IT 941 anual)',
  'Form K-1 (Form K-3 for the fourth quarter)':
    'Formulario K-1 (Formulario K-3 para el cuarto trimestre)',
  'Form K-CNS 100 (Quarterly Wage Report and Unemployment Tax Return)':
    'Formulario K-CNS 100 (informe trimestral de salarios y declaración del impuesto de desempleo)',
  'Form KW-5 (Withholding Tax Deposit Report)':
    'Formulario KW-5 (informe de depósito de la retención)',
  'Form L-1 (Employer’s Return of Louisiana Withholding Tax)':
    'Formulario L-1 (declaración de la retención de Louisiana del empleador)',
  'Form MO-941 (Employer’s Return of Income Taxes Withheld)':
    'Formulario MO-941 (declaración de los impuestos sobre los ingresos retenidos por el empleador)',
  'Form NCUI 101 (Quarterly Tax and Wage Report)':
    'Formulario NCUI 101 (informe trimestral de impuestos y salarios)',
  'Form NJ-927-H (and Form WR-30)': 'Formulario NJ-927-H (y Formulario WR-30)',
  'Form NUCS 4072 (Employer’s Quarterly Contribution and Wage Report)':
    'Formulario NUCS 4072 (informe trimestral de contribuciones y salarios del empleador)',
  'Form OES-3 (Employer’s Quarterly Contribution and Wage Report)':
    'Formulario OES-3 (informe trimestral de contribuciones y salarios del empleador)',
  'Form OQ (Oregon Quarterly Tax Report)':
    'Formulario OQ (informe trimestral de impuestos de Oregon)',
  'Form PA-W3 (payments with PA-501)': 'Formulario PA-W3 (pagos con el PA-501)',
  'Form RT-6 (Employer’s Quarterly Report)': 'Formulario RT-6 (informe trimestral del empleador)',
  'Form TAX020 (Employer Quarterly Unemployment Insurance Tax Report)':
    'Formulario TAX020 (informe trimestral del impuesto del seguro de desempleo del empleador)',
  'Form TC-941E (annual, for Schedule H filers)':
    'Formulario TC-941E (anual, para quienes presentan el Anexo H)',
  'Form TQ01C (Quarterly Contribution Report)':
    'Formulario TQ01C (informe trimestral de contribuciones)',
  'Form TRD-41414 (Wage Withholding Tax Return)':
    'Formulario TRD-41414 (declaración de retención sobre los salarios)',
  'Form UC-018 (Unemployment Tax and Wage Report)':
    'Formulario UC-018 (informe del impuesto de desempleo y de salarios)',
  'Form UC-2 and UC-5A': 'Formularios UC-2 y UC-5A',
  'Form UC-2/UC-2A (quarterly, in UCMS)': 'Formulario UC-2/UC-2A (trimestral, en UCMS)',
  'Form UC-8 (Employer’s Summary Assessment Report)':
    'Formulario UC-8 (informe resumido de la liquidación del empleador)',
  'Form UC-CR4 (Quarterly Contribution Report) and UC-CR4A':
    'Formularios UC-CR4 (informe trimestral de contribuciones) y UC-CR4A',
  'Form UCT-101 (quarterly contribution report)':
    'Formulario UCT-101 (informe trimestral de contribuciones)',
  'Form UI-3 (Employer’s Quarterly Unemployment Wage and Tax Report)':
    'Formulario UI-3 (informe trimestral de salarios e impuesto de desempleo del empleador)',
  'Form UI-5 (quarterly wage report)': 'Formulario UI-5 (informe trimestral de salarios)',
  'Form VA-5 (or annual Form VA-6H)': 'Formulario VA-5 (o el Formulario VA-6H anual)',
  'Form W-1Q (Form W-1 while a monthly filer)':
    'Formulario W-1Q (Formulario W-1 mientras presente cada mes)',
  'Form WH-1605 (Form WH-1606 for the fourth quarter)':
    'Formulario WH-1605 (Formulario WH-1606 para el cuarto trimestre)',
  'Form WHT-436 (Quarterly Withholding Reconciliation)':
    'Formulario WHT-436 (conciliación trimestral de la retención)',
  'Form WT-6 (Withholding Tax Deposit Report)':
    'Formulario WT-6 (informe de depósito de la retención)',
  'Form WTH 10001 (Oklahoma Quarterly Wage Withholding Tax Return)':
    'Formulario WTH 10001 (declaración trimestral de retención sobre los salarios de Oklahoma)',
  'Form WV/IT-101A (annual return)': 'Formulario WV/IT-101A (declaración anual)',
  'Hours & Wage report and contributions (Delaware LaborFirst)':
    'Informe de horas y salarios y contribuciones (Delaware LaborFirst)',
  'Iowa withholding quarterly return (GovConnectIowa)':
    'Declaración trimestral de retención de Iowa (GovConnectIowa)',
  'Minnesota withholding tax return (e-Services)':
    'Declaración de retención de Minnesota (e-Services)',
  'PFML quarterly contribution return (MassTaxConnect)':
    'Declaración trimestral de contribuciones de PFML (MassTaxConnect)',
  'PFML quarterly wage report and premium (PFML portal)':
    'Informe trimestral de salarios y prima de PFML (portal de PFML)',
  'Paid Family Leave quarterly wage report and tax (Employer Self Service Portal)':
    'Informe trimestral de salarios e impuesto de Paid Family Leave (Employer Self Service Portal)',
  'Paid Leave premium with the quarterly wage detail report':
    'Prima de Paid Leave con el informe trimestral detallado de salarios',
  'Paid Leave quarterly report': 'Informe trimestral de Paid Leave',
  'Premium Report (LB-0456) and Wage Report (LB-0851)':
    'Informe de primas (LB-0456) e informe de salarios (LB-0851)',
  'Premium and wage reports (MyUI Employer+)': 'Informes de primas y salarios (MyUI Employer+)',
  'Quarterly Contribution and Wage Report': 'Informe trimestral de contribuciones y salarios',
  'Quarterly Contribution and Wage Report (MODES-4)':
    'Informe trimestral de contribuciones y salarios (MODES-4)',
  'Quarterly Tax Return': 'Declaración trimestral de impuestos',
  'Quarterly UI summary and wage report (WYUI)':
    'Resumen trimestral del seguro de desempleo e informe de salarios (WYUI)',
  'Quarterly contribution and payroll report': 'Informe trimestral de contribuciones y nómina',
  'Quarterly contribution and wage report (UI Online)':
    'Informe trimestral de contribuciones y salarios (UI Online)',
  'Quarterly contribution return (CT Paid Leave My Account)':
    'Declaración trimestral de contribuciones (CT Paid Leave My Account)',
  'Quarterly local earned income tax return':
    'Declaración trimestral del impuesto local sobre los ingresos del trabajo',
  'Quarterly wage and contribution report (Form UI-2/UI-3)':
    'Informe trimestral de salarios y contribuciones (Formulario UI-2/UI-3)',
  'Quarterly wage and contribution reports': 'Informes trimestrales de salarios y contribuciones',
  'Quarterly wage and employment report (Uplink)':
    'Informe trimestral de salarios y empleo (Uplink)',
  'Quarterly wage detail report': 'Informe trimestral detallado de salarios',
  'Quarterly wage report and contributions (BEACON)':
    'Informe trimestral de salarios y contribuciones (BEACON)',
  'TDI policy premium': 'Prima de la póliza de TDI',
  'Unemployment insurance quarterly tax and wage report':
    'Informe trimestral de impuestos y salarios del seguro de desempleo',
  'Wage tax return': 'Declaración del impuesto sobre los salarios',
  'Wage withholding payment (Form MW-3 reconciliation by January 31)':
    'Pago de la retención sobre los salarios (conciliación en el Formulario MW-3 antes del 31 de enero)',
};

/** A form that is only a number: "Form NYS-45". */
const FORM_NUMBER = /^Form ([A-Z0-9][A-Z0-9\-/ .]*)$/;

/** A return's form in Spanish ("Formulario NYS-45"); one the table does not know stays English. */
export function calendarFormEs(english: string): string {
  const known = FORMS_ES[english];
  if (known !== undefined) return known;
  const number = FORM_NUMBER.exec(english)?.[1];
  return number === undefined ? english : `Formulario ${number}`;
}
