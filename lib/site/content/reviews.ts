/** A customer review. */
export interface Review {
  id: string;
  author: string;
  location: string;
  body: string;
  /** Stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** Short headline the reviewer gave, shown above the comment. */
  impression: string;
  /** Set on a translation: the language the reviewer wrote in, said under the quote. */
  translatedFrom?: 'en';
}

/** The three family reviews on the main page (docs/site.md#content). */
export const HOME_REVIEWS: readonly Review[] = [
  {
    id: 'family-sarah-k',
    author: 'Sarah K.',
    location: 'Arlington, VA',
    rating: 5,
    impression: 'Payroll I never think about',
    body: 'We hired our first nanny when our twins were born and had no idea we needed a state unemployment account. One call and everything was set up. Paychecks go out every Friday and the tax filings just happen.',
  },
  {
    id: 'family-david-m',
    author: 'David M.',
    location: 'Austin, TX',
    rating: 5,
    impression: 'Worth it at tax time alone',
    body: 'Schedule H used to take me a whole weekend and I was never sure I had it right. Now the W-2 goes to our nanny in January and the forms for our return arrive ready to file.',
  },
  {
    id: 'family-priya-r',
    author: 'Priya R.',
    location: 'Oakland, CA',
    rating: 5,
    impression: 'A real person who knows the rules',
    body: 'California has more household-employer rules than I could keep track of. Our specialist explained disability insurance, paid sick leave and overtime in plain English and answered every follow-up email.',
  },
];

/**
 * The family reviews in Spanish, for the Spanish main page: our translation of their words, marked
 * as translated under each quote.
 */
export const HOME_REVIEWS_ES: readonly Review[] = [
  {
    id: 'family-sarah-k',
    author: 'Sarah K.',
    location: 'Arlington, VA',
    rating: 5,
    impression: 'Una nómina en la que nunca tengo que pensar',
    body: 'Contratamos a nuestra primera niñera cuando nacieron nuestros gemelos y no teníamos idea de que necesitábamos una cuenta estatal de seguro de desempleo. Con una llamada quedó todo listo. Los pagos salen cada viernes y las declaraciones de impuestos simplemente se presentan.',
    translatedFrom: 'en',
  },
  {
    id: 'family-david-m',
    author: 'David M.',
    location: 'Austin, TX',
    rating: 5,
    impression: 'Vale la pena solo por la temporada de impuestos',
    body: 'El Anexo H me tomaba un fin de semana entero y nunca estaba seguro de haberlo hecho bien. Ahora nuestra niñera recibe su Formulario W-2 en enero y los formularios para nuestra declaración llegan listos para presentar.',
    translatedFrom: 'en',
  },
  {
    id: 'family-priya-r',
    author: 'Priya R.',
    location: 'Oakland, CA',
    rating: 5,
    impression: 'Una persona de verdad que conoce las reglas',
    body: 'California tiene más reglas para los empleadores domésticos de las que yo podía seguir. Nuestra especialista nos explicó con palabras sencillas el seguro de incapacidad, el permiso por enfermedad pagado y las horas extras, y respondió cada correo electrónico que le enviamos después.',
    translatedFrom: 'en',
  },
];

/** Reviews from caregivers on the caregivers page. */
export const CAREGIVER_REVIEWS: readonly Review[] = [
  {
    id: 'caregiver-maria-l',
    author: 'Maria L.',
    location: 'Chicago, IL',
    rating: 5,
    impression: 'I could finally get my apartment',
    body: 'My landlord asked for pay stubs and a W-2. Because my family pays me on the books, I had both, and I signed the lease the same week.',
  },
  {
    id: 'caregiver-angela-t',
    author: 'Angela T.',
    location: 'Denver, CO',
    rating: 5,
    impression: 'Covered when I needed it',
    body: 'When my hours were cut after the children started school, I qualified for unemployment benefits. I would not have had that safety net if I was paid in cash.',
  },
  {
    id: 'caregiver-rosa-g',
    author: 'Rosa G.',
    location: 'Queens, NY',
    rating: 4,
    impression: 'Building my retirement',
    body: 'Every year of wages reported on the books counts toward my Social Security. After twenty years as a nanny that matters a lot to me.',
  },
];

/**
 * The caregivers' reviews in Spanish, for the Spanish caregivers page: our translation of their
 * words, marked as translated under each quote.
 */
export const CAREGIVER_REVIEWS_ES: readonly Review[] = [
  {
    id: 'caregiver-maria-l',
    author: 'Maria L.',
    location: 'Chicago, IL',
    rating: 5,
    impression: 'Por fin pude conseguir mi apartamento',
    body: 'El dueño me pidió talones de pago y un Formulario W-2. Como mi familia me paga de manera legal, tenía los dos, y firmé el contrato de alquiler esa misma semana.',
    translatedFrom: 'en',
  },
  {
    id: 'caregiver-angela-t',
    author: 'Angela T.',
    location: 'Denver, CO',
    rating: 5,
    impression: 'Protegida cuando lo necesité',
    body: 'Cuando me redujeron las horas porque los niños empezaron la escuela, pude recibir beneficios de desempleo. No habría tenido esa protección si me pagaran en efectivo.',
    translatedFrom: 'en',
  },
  {
    id: 'caregiver-rosa-g',
    author: 'Rosa G.',
    location: 'Queens, NY',
    rating: 4,
    impression: 'Estoy construyendo mi jubilación',
    body: 'Cada año de salario declarado cuenta para mi Seguro Social. Después de veinte años como niñera, eso es muy importante para mí.',
    translatedFrom: 'en',
  },
];
