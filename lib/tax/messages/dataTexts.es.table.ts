/**
 * Spanish for each text of the tax data a warning can quote, keyed by its English words
 * (docs/tax.md#warning-messages); a test lists the texts the engine can surface.
 */
export const DATA_TEXTS_ES: Readonly<Record<string, string>> = {
  'Connecticut excludes a child only while under 18; a child aged 18 to 20 is treated as covered.':
    'Connecticut excluye a un hijo o una hija solo mientras es menor de 18 años; a partir de los 18 y hasta los 20 años se le trata como cubierto(a).',
  'Massachusetts PFML: employers with fewer than 25 covered individuals pay no employer share; the employee share is still withheld.':
    'Massachusetts PFML (permiso familiar y médico pagado): los empleadores con menos de 25 personas cubiertas no pagan la parte del empleador; la parte del empleado se sigue reteniendo.',
  'Portland $16.75.': 'Portland: $16.75.',
  'Maine PFML: employers with fewer than 15 employees pay no employer share; the employee share is still withheld.':
    'Maine PFML (permiso familiar y médico pagado de Maine): los empleadores con menos de 15 empleados no pagan la parte del empleador; la parte del empleado se sigue reteniendo.',
  '$15.23 for employers with fewer than 6 employees.':
    '$15.23 para empleadores con menos de 6 empleados.',
  '$17.00 in New York City, Long Island and Westchester.':
    '$17.00 en la ciudad de Nueva York, Long Island y Westchester.',
  'New York DBL and PFL cover a domestic worker employed 20 or more hours a week (and 30 or more days a year); you buy the policy from an insurer.':
    'Los beneficios por incapacidad (DBL) y New York Paid Family Leave (permiso familiar pagado, PFL) cubren a una persona empleada doméstica que trabaja 20 horas o más por semana (y 30 días o más al año); usted compra la póliza a una aseguradora.',
  'New York DBL: the employer pays the rest of the insurer’s premium above the employee’s $0.60 a week; that premium is not included.':
    'DBL de Nueva York: el empleador paga el resto de la prima de la aseguradora por encima de los $0.60 por semana del empleado; esa prima no está incluida.',
  'New York excludes a baby-sitter under 18 as well as a spouse or child under 21; a parent is assumed excluded as under FUTA (not confirmed).':
    'Nueva York excluye a una niñera o un niñero menor de 18 años, además del cónyuge o un hijo(a) menor de 21 años; se supone que el padre o la madre está excluido(a) como en el FUTA (no confirmado).',
  'Vermont Child Care Contribution applies to employers that withhold Vermont income tax; whether a household must pay it was not confirmed.':
    'La contribución para el cuidado infantil de Vermont (Child Care Contribution) se aplica a los empleadores que retienen el impuesto sobre los ingresos de Vermont; no se confirmó si una familia empleadora debe pagarla.',
  'Applies to employers with 4 or more employees; otherwise the federal $7.25.':
    'Se aplica a empleadores con 4 empleados o más; si no, rige el salario mínimo federal de $7.25.',
  'Changes July 1, 2026.': 'Cambia el 1 de julio de 2026.',
  'Delaware Paid Leave: you may deduct up to half of the contribution from the employee; the figure assumes you pay all of it.':
    'Delaware Paid Leave (permiso pagado de Delaware): usted puede descontar al empleado hasta la mitad de la contribución; la cifra supone que usted la paga completa.',
  'Delaware Paid Leave: employers with fewer than 10 employees are exempt.':
    'Delaware Paid Leave (permiso pagado de Delaware): los empleadores con menos de 10 empleados están exentos.',
  'State minimum $5.15; the federal $7.25 governs.':
    'Salario mínimo estatal de $5.15; rige el federal de $7.25.',
  'the average rate of its industrial classification':
    'la tasa promedio de su clasificación industrial',
  'Maryland FAMLI (paid family and medical leave): contributions start with wages paid from January 1, 2027. A household with fewer than 15 employees remits only the employee half and may withhold it from pay; nothing is owed for 2026.':
    'FAMLI de Maryland (seguro de permiso familiar y médico): las contribuciones empiezan con los salarios pagados a partir del 1 de enero de 2027. Una familia empleadora con menos de 15 empleados solo paga la mitad del empleado y puede retenerla del pago; no se debe nada por 2026.',
  'Chicago $16.60.': 'Chicago: $16.60.',
  'Illinois: a live-in domestic worker is owed overtime after 40 hours a week (820 ILCS 105/4a has no live-in exemption). Hours worked may leave out bona fide meal periods of at least 20 minutes, rest periods, and sleep of up to 8 hours when at least 5 hours are uninterrupted and adequate sleeping quarters are provided (56 Ill. Adm. Code 210), so enter only the hours worked.':
    'Illinois: a una persona empleada doméstica que vive en la casa del empleador se le deben horas extras después de 40 horas por semana (820 ILCS 105/4a no tiene exención para quien vive en la casa). Las horas trabajadas pueden excluir las comidas de buena fe de al menos 20 minutos, los descansos y hasta 8 horas de sueño cuando al menos 5 horas son ininterrumpidas y se ofrece un lugar adecuado para dormir (56 Ill. Adm. Code 210), así que ingrese solo las horas trabajadas.',
  'The state act covers employers with 2 or more employees; otherwise the federal $7.25.':
    'La ley estatal cubre a empleadores con 2 empleados o más; si no, rige el salario mínimo federal de $7.25.',
  'Michigan excludes a child only while under 18; a child aged 18 to 20 is treated as covered.':
    'Michigan excluye a un hijo o una hija solo mientras es menor de 18 años; a partir de los 18 y hasta los 20 años se le trata como cubierto(a).',
  'Minneapolis and St Paul $16.37.': 'Minneapolis y St Paul: $16.37.',
  'Minnesota: a live-in is owed overtime after 48 hours a week (Minn. Stat. 177.25); a live-out keeps the federal 40. For a live-in on 24-hour duty, you and the employee may agree to leave out meal periods and up to 8 hours of sleep, and time spent on the premises is not all working time (Minn. R. 5200.0121), so enter only the hours worked.':
    'Minnesota: a quien vive en la casa del empleador se le deben horas extras después de 48 horas por semana (Minn. Stat. 177.25); a quien no vive en ella se le aplican las 40 federales. Para quien vive en la casa con turnos de 24 horas, usted y la persona empleada pueden acordar excluir las comidas y hasta 8 horas de sueño, y no todo el tiempo que pasa en la casa es tiempo de trabajo (Minn. R. 5200.0121), así que ingrese solo las horas trabajadas.',
  'Minnesota Paid Leave: the small-employer rate (0.66%) also needs an average wage under 150% of the state average (about $105,000); above that the employer share is 0.44%.':
    'Minnesota Paid Leave (permiso pagado de Minnesota): la tasa para empleadores pequeños (0.66%) también requiere un salario promedio inferior al 150% del promedio estatal (unos $105,000); por encima de eso, la parte del empleador es del 0.44%.',
  '1% to 8.9% by industry in 2026, plus the 0.4% base tax':
    'del 1% al 8.9% según la industria en 2026, más el impuesto base del 0.4%',
  'Applies to employers with gross receipts over $405,000; a household usually falls to the federal $7.25.':
    'Se aplica a empleadores con ingresos brutos de más de $405,000; a una familia empleadora normalmente le corresponde el salario mínimo federal de $7.25.',
  'Many cities set a higher minimum.': 'Muchas ciudades fijan un salario mínimo más alto.',
  'California excludes a child only while under 18; a child aged 18 to 20 is covered by UI, ETT and SDI, so a child_under_21 is treated as covered.':
    'California excluye a un hijo o una hija solo mientras es menor de 18 años; a partir de los 18 y hasta los 20 años está cubierto(a) por el UI, el ETT y el SDI, así que a un child_under_21 se le trata como cubierto(a).',
  'Denver $19.29.': 'Denver: $19.29.',
  'Colorado FAMLI: employers with fewer than 10 employees pay no employer share; the employee share is still withheld.':
    'FAMLI de Colorado (seguro de permiso familiar y médico): los empleadores con menos de 10 empleados no pagan la parte del empleador; la parte del empleado se sigue reteniendo.',
  'Hawaii TDI is bought from a private insurer: your premium is not included, and the employee share shown is the legal maximum (half the premium, at most 0.5% of wages). Household coverage was not confirmed.':
    'El TDI de Hawái (seguro de incapacidad temporal) se compra a una aseguradora privada: su prima no está incluida, y la parte del empleado que se muestra es el máximo legal (la mitad de la prima, como máximo el 0.5% del salario). No se confirmó la cobertura de los empleados domésticos.',
  'set by industry under ARM 24.40.1509': 'fijada según la industria conforme a ARM 24.40.1509',
  'Nevada: whether its overtime law (NRS 608.018) covers a live-in domestic worker is unconfirmed, so the federal live-in exemption is used here; check with the Nevada Labor Commissioner. A live-in and the employer may agree in writing to leave out meal periods of at least 30 minutes, sleep of up to 8 hours and genuine off-duty time (NRS 608.215).':
    'Nevada: no está confirmado si su ley de horas extras (NRS 608.018) cubre a una persona empleada doméstica que vive en la casa del empleador, así que aquí se usa la exención federal; consulte con el Comisionado Laboral de Nevada (Labor Commissioner). Quien vive en la casa y el empleador pueden acordar por escrito excluir las comidas de al menos 30 minutos, hasta 8 horas de sueño y el tiempo realmente libre (NRS 608.215).',
  'Standard rate; Portland metro $16.30, nonurban $14.05; changes July 1, 2026.':
    'Tarifa estándar; área metropolitana de Portland $16.30, zonas no urbanas $14.05; cambia el 1 de julio de 2026.',
  'Paid Leave Oregon: employers with fewer than 25 employees pay no employer share; the employee share is still withheld.':
    'Permiso Pagado de Oregon: los empleadores con menos de 25 empleados no pagan la parte del empleador; la parte del empleado se sigue reteniendo.',
  'its industry’s two-year average benefit ratio':
    'la proporción promedio de beneficios de su industria en dos años',
  'Seattle and other cities set a higher minimum.':
    'Seattle y otras ciudades fijan un salario mínimo más alto.',
  'Washington PFML: employers with fewer than 50 employees pay no employer share; the employee share is still withheld.':
    'Permiso de Cuidado Pagado de Washington (Paid Family and Medical Leave): los empleadores con menos de 50 empleados no pagan la parte del empleador; la parte del empleado se sigue reteniendo.',
  '115% of its industry’s average rate': 'el 115% de la tasa promedio de su industria',
  'its industry’s base rate plus four adjustment factors':
    'la tasa base de su industria más cuatro factores de ajuste',
  'occupational license taxes in some cities and counties (Birmingham, Gadsden and others).':
    'impuestos de licencia ocupacional en algunas ciudades y condados (Birmingham, Gadsden y otros).',
  'occupational privilege taxes in Denver, Aurora, Glendale, Greenwood Village and Sheridan.':
    'impuestos de privilegio ocupacional en Denver, Aurora, Glendale, Greenwood Village y Sheridan.',
  'the Wilmington city wage tax.': 'el impuesto sobre salarios de la ciudad de Wilmington.',
  'the county income tax of the county where the nanny lives (or works, for non-residents).':
    'el impuesto de condado sobre los ingresos del condado donde vive la niñera (o donde trabaja, si no reside en Indiana).',
  'city and county occupational license taxes (Louisville, Lexington and many others).':
    'impuestos de licencia ocupacional de ciudades y condados (Louisville, Lexington y muchos otros).',
  "the county (or Baltimore City) income tax, 2.25%-3.30%, which Maryland's withholding formula adds to the state rate; add your nanny's county rate.":
    'el impuesto de condado (o de la ciudad de Baltimore) sobre los ingresos, del 2.25% al 3.30%, que la fórmula de retención de Maryland suma a la tasa estatal; agregue la tasa del condado de su niñera.',
  'city income taxes (Detroit, Grand Rapids, Lansing and about 20 other cities).':
    'impuestos municipales sobre los ingresos (Detroit, Grand Rapids, Lansing y unas 20 ciudades más).',
  'the Kansas City and St. Louis earnings taxes.':
    'los impuestos sobre ingresos del trabajo de Kansas City y St. Louis.',
  'the New York City resident tax and the Yonkers resident or non-resident tax.':
    'el impuesto para residentes de la ciudad de Nueva York y el impuesto para residentes o no residentes de Yonkers.',
  'municipal income taxes and school district income taxes.':
    'impuestos municipales sobre los ingresos e impuestos sobre los ingresos de los distritos escolares.',
  'the Portland Metro Supportive Housing Services tax, the Multnomah County Preschool for All tax and the TriMet and Lane transit taxes.':
    'el impuesto Supportive Housing Services de Portland Metro, el impuesto Preschool for All del condado de Multnomah y los impuestos de transporte de TriMet y Lane.',
  'the Philadelphia wage tax, local earned income taxes (EIT) and the local services tax (LST).':
    'el impuesto sobre salarios de Filadelfia (Wage Tax), los impuestos locales sobre ingresos del trabajo (EIT) y el impuesto local de servicios (LST).',
  'The ordinance covers employers in the city without naming household employers, and no agency statement on nannies was found; treat it as applying.':
    'La ordenanza cubre a los empleadores de la ciudad sin mencionar a las familias empleadoras, y no se encontró ninguna declaración de la agencia sobre las niñeras; considere que se aplica.',
  'Raised each July 1 for inflation; the July 2025 rate is applied all year, estimated until checked against the city’s July 1, 2026 notice.':
    'Sube cada 1 de julio por la inflación; se aplica todo el año la tarifa de julio de 2025, estimada hasta compararla con el aviso de la ciudad del 1 de julio de 2026.',
  'The local rate applies only to employers with 26 or more employees; a household employer pays the state minimum wage.':
    'La tarifa local se aplica solo a empleadores con 26 empleados o más; una familia empleadora paga el salario mínimo estatal.',
  'Employers with 26 or more employees.': 'Empleadores con 26 empleados o más.',
  "Los Angeles's Minimum Wage Ordinance (LAMC § 187.01(C) and the Office of Wage Standards FAQ) defines an employee as anyone who works two hours or more in a week in the city and is owed the California minimum wage, which household employees are (IWC Wage Order 15).":
    'La ordenanza de salario mínimo de Los Ángeles (LAMC § 187.01(C) y las preguntas frecuentes de la Office of Wage Standards) define como empleado a quien trabaja dos horas o más por semana en la ciudad y tiene derecho al salario mínimo de California, como los empleados domésticos (IWC Wage Order 15).',
  'The July 2025 increase was suspended.': 'Se suspendió el aumento de julio de 2025.',
  'Employers with 100 or more employees; 26-99 employees $17.46.':
    'Empleadores con 100 empleados o más; de 26 a 99 empleados, $17.46.',
  '$17.68 where the employer pays $1.50 an hour or more toward medical benefits.':
    '$17.68 cuando el empleador paga $1.50 por hora o más para beneficios médicos.',
  "San Francisco's Minimum Wage Ordinance (Labor and Employment Code, definitions) defines an employee as anyone who works two hours or more in a week in the city and is owed the California minimum wage, which household employees are (IWC Wage Order 15).":
    'La ordenanza de salario mínimo de San Francisco (Labor and Employment Code, definiciones) define como empleado a quien trabaja dos horas o más por semana en la ciudad y tiene derecho al salario mínimo de California, como los empleados domésticos (IWC Wage Order 15).',
  'Employers with 25 or fewer employees; 26 or more $18.47.':
    'Empleadores con 25 empleados o menos; con 26 o más, $18.47.',
  'Boulder city and unincorporated Boulder County raise their rates on the same schedule; the reports give one 2026 rate.':
    'La ciudad de Boulder y las zonas no incorporadas del condado de Boulder suben sus tarifas con el mismo calendario; los informes dan una sola tarifa para 2026.',
  'Denver Labor says the citywide minimum wage applies to all workers performing work within the City and County of Denver.':
    'Denver Labor indica que el salario mínimo de la ciudad se aplica a todas las personas que trabajan dentro de la ciudad y el condado de Denver.',
  "Chicago's ordinance covers domestic workers at the full rate whatever the employer's size.":
    'La ordenanza de Chicago cubre a los empleados domésticos con la tarifa completa, sea cual sea el tamaño del empleador.',
  'Raised each July 1 for inflation.': 'Sube cada 1 de julio por la inflación.',
  "Cook County's ordinance covers domestic workers whatever the employer's size.":
    'La ordenanza del condado de Cook cubre a los empleados domésticos, sea cual sea el tamaño del empleador.',
  "The state's rate: the county's July 2025 increase was delayed, and the state's $15.00 is applied all year, estimated until checked against the county's July 1, 2026 notice. Many suburbs opted out.":
    'La tarifa del estado: el aumento del condado de julio de 2025 se aplazó, y se aplican todo el año los $15.00 del estado, estimados hasta compararlos con el aviso del condado del 1 de julio de 2026. Muchos suburbios optaron por no aplicarla.',
  'Kentucky occupational license taxes (Louisville, Lexington and many cities and counties): enter the combined rate of the city and county where your nanny works.':
    'Impuestos de licencia ocupacional de Kentucky (Louisville, Lexington y muchas ciudades y condados): ingrese la tasa combinada de la ciudad y el condado donde trabaja su niñera.',
  'The local rate applies only to employers with 15 or more employees; a household employer pays the state minimum wage.':
    'La tarifa local se aplica solo a empleadores con 15 empleados o más; una familia empleadora paga el salario mínimo estatal.',
  'Employers with 15 or more employees.': 'Empleadores con 15 empleados o más.',
  'A household employer with 10 or fewer employees pays the small-employer rate; the county code names no household exclusion.':
    'Una familia empleadora con 10 empleados o menos paga la tarifa para empleadores pequeños; el código del condado no excluye a las familias empleadoras.',
  'Employers with 10 or fewer employees; 11-50 $16.00, 51+ $17.65 (the July 2025 rates), applied all year, estimated until checked against the county’s July 1, 2026 notice.':
    'Empleadores con 10 empleados o menos; de 11 a 50, $16.00; 51 o más, $17.65 (las tarifas de julio de 2025), aplicadas todo el año, estimadas hasta compararlas con el aviso del condado del 1 de julio de 2026.',
  "Michigan city income taxes (Detroit, Grand Rapids, Lansing and about 20 others): enter the city's resident rate, or its non-resident rate if your nanny lives elsewhere.":
    'Impuestos municipales sobre los ingresos de Michigan (Detroit, Grand Rapids, Lansing y unas 20 más): ingrese la tasa para residentes de la ciudad, o la de no residentes si su niñera vive en otro lugar.',
  "The Department of Civil Rights' rules (Rule 2) cover anyone working two hours or more in a week in the city, except those exempt from Minnesota's minimum wage (Minn. Stat. § 177.23).":
    'Las reglas del Department of Civil Rights (Regla 2) cubren a quien trabaja dos horas o más por semana en la ciudad, salvo a quienes están exentos del salario mínimo de Minnesota (Minn. Stat. § 177.23).',
  'One rate for employers of every size.': 'Una sola tarifa para empleadores de cualquier tamaño.',
  'A household employer with 5 or fewer employees pays the micro-employer rate; the ordinance names no household exclusion.':
    'Una familia empleadora con 5 empleados o menos paga la tarifa para microempleadores; la ordenanza no excluye a las familias empleadoras.',
  'Micro employers (5 or fewer employees); 6-100 employees $15.00, 101+ $16.37.':
    'Microempleadores (5 empleados o menos); de 6 a 100 empleados, $15.00; 101 o más, $16.37.',
  "The state's rate has overtaken the city's.": 'La tarifa del estado ya superó a la de la ciudad.',
  'Changes March 1, 2026 by inflation; the 2025 rate is applied, estimated until checked against the 2026 notice.':
    'Cambia el 1 de marzo de 2026 por la inflación; se aplica la tarifa de 2025, estimada hasta compararla con el aviso de 2026.',
  'The state minimum wage order covers household employers; this regional rate replaces the state’s there.':
    'La orden estatal de salario mínimo cubre a las familias empleadoras; esta tarifa regional reemplaza allí a la del estado.',
  "Ohio municipal and school district income taxes: enter the city's rate where your nanny works (plus her school district's rate if it taxes earned income); The Finder lists both by address.":
    'Impuestos municipales y de distritos escolares de Ohio sobre los ingresos: ingrese la tasa de la ciudad donde trabaja su niñera (más la de su distrito escolar si grava los ingresos del trabajo); The Finder indica ambas por dirección.',
  "Pennsylvania's local earned income tax (EIT): enter the higher of the resident rate of the place your nanny lives and the non-resident rate of the place she works (the DCED's tax register lists both by address).":
    'Impuesto local sobre los ingresos del trabajo (EIT) de Pensilvania: ingrese la mayor entre la tasa para residentes del lugar donde vive su niñera y la tasa para no residentes del lugar donde trabaja (el registro de impuestos del DCED indica ambas por dirección).',
  "Set at $2.00 above the state's rate; one rate for all employers.":
    'Fijada en $2.00 por encima de la tarifa del estado; una sola tarifa para todos los empleadores.',
  'The local rate applies only to employers with more than 15 employees (large and mid-size employers); a household employer pays the state minimum wage.':
    'La tarifa local se aplica solo a empleadores con más de 15 empleados (empleadores grandes y medianos); una familia empleadora paga el salario mínimo estatal.',
  'Large employers; mid-size employers $20.63.':
    'Empleadores grandes; empleadores medianos, $20.63.',
  'Large employers; mid-size employers $18.77.':
    'Empleadores grandes; empleadores medianos, $18.77.',
  'Large employers; mid-size employers $19.82.':
    'Empleadores grandes; empleadores medianos, $19.82.',
  'Large employers; mid-size employers $20.57.':
    'Empleadores grandes; empleadores medianos, $20.57.',
  'The SeaTac rate applies only to hospitality and transportation industry employers; a household employer pays the state minimum wage.':
    'La tarifa de SeaTac se aplica solo a empleadores de la hotelería y el transporte; una familia empleadora paga el salario mínimo estatal.',
  "Seattle's Minimum Wage Ordinance (SMC 14.19) covers employers of every size, and the Domestic Workers Ordinance (SMC 14.23, Ord. 125627) extends Seattle's labor standards to nannies and other domestic workers.":
    'La ordenanza de salario mínimo de Seattle (SMC 14.19) cubre a empleadores de cualquier tamaño, y la ordenanza de trabajadores domésticos (SMC 14.23, Ord. 125627) extiende las normas laborales de Seattle a las niñeras y otros trabajadores domésticos.',
  "Tacoma's minimum wage is the state's, which covers household employees.":
    'El salario mínimo de Tacoma es el del estado, que cubre a los empleados domésticos.',
  "The state's rate: Tacoma sets no higher one in 2026.":
    'La tarifa del estado: Tacoma no fija una más alta en 2026.',
  'One rate for all employers.': 'Una sola tarifa para todos los empleadores.',
  "A.R.S. § 23-363 adjusts it each January 1 by the CPI; the Industrial Commission of Arizona's 2027 rate, announced in the fall, was not found on 2026-11-27, so the 2026 rate stands in.":
    'A.R.S. § 23-363 lo ajusta cada 1 de enero según el IPC (CPI); la tarifa de 2027 de la Industrial Commission of Arizona, que se anuncia en otoño, no se encontró el 27 de noviembre de 2026, así que se usa la de 2026.',
  "Labor Code § 1182.12(c) adjusts it each January 1 by the CPI, at most 3.5%; the Department of Finance's 2027 rate, announced in the fall, was not found on 2026-11-27, so the 2026 rate stands in.":
    'Labor Code § 1182.12(c) lo ajusta cada 1 de enero según el IPC (CPI), como máximo un 3.5%; la tarifa de 2027 del Department of Finance, que se anuncia en otoño, no se encontró el 27 de noviembre de 2026, así que se usa la de 2026.',
  'The 2027 figure was not published when this was written: the 2026 figure is carried until it is.':
    'La cifra de 2027 no se había publicado cuando se escribió esto: se usa la de 2026 hasta que se publique.',
  "Colo. Const. art. XVIII § 15 adjusts it each January 1 by the CPI; CDLE's 2027 rate, announced in the fall, was not found on 2026-11-27, so the 2026 rate stands in.":
    'Colo. Const. art. XVIII § 15 lo ajusta cada 1 de enero según el IPC (CPI); la tarifa de 2027 del CDLE, que se anuncia en otoño, no se encontró el 27 de noviembre de 2026, así que se usa la de 2026.',
  "C.G.S. § 31-58 adjusts it each January 1 by the employment cost index; the Connecticut Department of Labor's 2027 rate, announced in the fall, was not found on 2026-11-27, so the 2026 rate stands in.":
    'C.G.S. § 31-58 lo ajusta cada 1 de enero según el índice de costo del empleo; la tarifa de 2027 del Connecticut Department of Labor, que se anuncia en otoño, no se encontró el 27 de noviembre de 2026, así que se usa la de 2026.',
  'Delaware reached $15.00 on January 1, 2025 (19 Del. C. § 902); any later change for 2027 was not found on 2026-11-27, so the 2026 rate stands in.':
    'Delaware llegó a $15.00 el 1 de enero de 2025 (19 Del. C. § 902); no se encontró ningún cambio posterior para 2027 el 27 de noviembre de 2026, así que se usa la tarifa de 2026.',
  "26 M.R.S. § 664(1) adjusts it each January 1 by the CPI; the Maine Department of Labor's 2027 rate, announced in the fall, was not found on 2026-11-27, so the 2026 rate stands in.":
    '26 M.R.S. § 664(1) lo ajusta cada 1 de enero según el IPC (CPI); la tarifa de 2027 del Maine Department of Labor, que se anuncia en otoño, no se encontró el 27 de noviembre de 2026, así que se usa la de 2026.',
  'Maryland FAMLI: employers with fewer than 15 employees (in and out of state) owe no employer share; the employee half is still remitted, and may be withheld from pay.':
    'FAMLI de Maryland (seguro de permiso familiar y médico): los empleadores con menos de 15 empleados (dentro y fuera del estado) no deben la parte del empleador; la mitad del empleado se sigue pagando y puede retenerse del pago.',
  "Minn. Stat. § 177.24 adjusts it each January 1 by inflation, at most 5%; the Department of Labor and Industry's 2027 rate, announced in the fall, was not found on 2026-11-27, so the 2026 rate stands in.":
    'Minn. Stat. § 177.24 lo ajusta cada 1 de enero según la inflación, como máximo un 5%; la tarifa de 2027 del Department of Labor and Industry, que se anuncia en otoño, no se encontró el 27 de noviembre de 2026, así que se usa la de 2026.',
  "HB 567 (2025) repeals the CPI adjustment that would have started in 2027, keeping $15.00; its signed text and Missouri's 2027 notice were not found on 2026-11-27, so the 2026 rate stands in.":
    'HB 567 (2025) deroga el ajuste según el IPC (CPI) que habría empezado en 2027 y mantiene $15.00; su texto firmado y el aviso de 2027 de Misuri no se encontraron el 27 de noviembre de 2026, así que se usa la tarifa de 2026.',
  "MCA § 39-3-409 adjusts it each January 1 by the CPI-U; the Department of Labor and Industry's 2027 rate, announced in the fall, was not found on 2026-11-27, so the 2026 rate stands in.":
    'MCA § 39-3-409 lo ajusta cada 1 de enero según el CPI-U; la tarifa de 2027 del Department of Labor and Industry, que se anuncia en otoño, no se encontró el 27 de noviembre de 2026, así que se usa la de 2026.',
  "LB 258 (2026) replaces the voters' CPI adjustment from 2027 with a fixed yearly increase; its signed text and the Nebraska DOL's 2027 rate were not found on 2026-11-27, so the 2026 rate stands in.":
    'LB 258 (2026) reemplaza a partir de 2027 el ajuste según el IPC (CPI) aprobado por los votantes por un aumento anual fijo; su texto firmado y la tarifa de 2027 del Nebraska DOL no se encontraron el 27 de noviembre de 2026, así que se usa la de 2026.',
  "N.J.S.A. 34:11-56a4 adjusts it each January 1 by the CPI-W; NJDOL's 2027 rate, announced in the fall, was not found on 2026-11-27, so the 2026 rate stands in.":
    'N.J.S.A. 34:11-56a4 lo ajusta cada 1 de enero según el CPI-W; la tarifa de 2027 del NJDOL, que se anuncia en otoño, no se encontró el 27 de noviembre de 2026, así que se usa la de 2026.',
  "Labor Law § 652 indexes it from 2027 to the Northeast CPI-W, with an off-ramp; NYSDOL's 2027 rate, announced in the fall, was not found on 2026-11-27, so the 2026 rate stands in.":
    'Labor Law § 652 lo vincula desde 2027 al CPI-W del Noreste, con una cláusula de suspensión; la tarifa de 2027 del NYSDOL, que se anuncia en otoño, no se encontró el 27 de noviembre de 2026, así que se usa la de 2026.',
  "Ohio Const. art. II § 34a adjusts it each January 1 by the CPI-W; ODJFS's 2027 rate, announced in the fall, was not found on 2026-11-27, so the 2026 rate stands in.":
    'Ohio Const. art. II § 34a lo ajusta cada 1 de enero según el CPI-W; la tarifa de 2027 del ODJFS, que se anuncia en otoño, no se encontró el 27 de noviembre de 2026, así que se usa la de 2026.',
  'State Question 832, on the June 16, 2026 ballot, would set $12.00 an hour from January 1, 2027; its result was not found on 2026-11-27, so the federal $7.25 stands in.':
    'La State Question 832, en la boleta del 16 de junio de 2026, fijaría $12.00 por hora a partir del 1 de enero de 2027; su resultado no se encontró el 27 de noviembre de 2026, así que se usa el federal de $7.25.',
  "SDCL 60-11-3.1 adjusts it each January 1 by the CPI; the Department of Labor and Regulation's 2027 rate, announced in the fall, was not found on 2026-11-27, so the 2026 rate stands in.":
    'SDCL 60-11-3.1 lo ajusta cada 1 de enero según el IPC (CPI); la tarifa de 2027 del Department of Labor and Regulation, que se anuncia en otoño, no se encontró el 27 de noviembre de 2026, así que se usa la de 2026.',
  "21 V.S.A. § 384 adjusts it each January 1 by the CPI, at most 5%; the Vermont Department of Labor's 2027 rate, announced in the fall, was not found on 2026-11-27, so the 2026 rate stands in.":
    '21 V.S.A. § 384 lo ajusta cada 1 de enero según el IPC (CPI), como máximo un 5%; la tarifa de 2027 del Vermont Department of Labor, que se anuncia en otoño, no se encontró el 27 de noviembre de 2026, así que se usa la de 2026.',
  "RCW 49.46.020 adjusts it each January 1 by the CPI-W; L&I's 2027 rate, announced in the fall, was not found on 2026-11-27, so the 2026 rate stands in.":
    'RCW 49.46.020 lo ajusta cada 1 de enero según el CPI-W; la tarifa de 2027 de L&I, que se anuncia en otoño, no se encontró el 27 de noviembre de 2026, así que se usa la de 2026.',
};
