/** @jest-environment node */
import { HOME_HERO, HOME_TEXT, homeHero } from '@/lib/site/content/homeContent';
import {
  YEAR_END_FEE_COPY,
  YEAR_END_FEE_TEXT,
  YEAR_END_FORMS_TEXT,
  YEAR_END_FORMS_TEXT_ES,
} from '@/lib/site/content/pricingContent';

describe('homeHero', () => {
  it('is the family copy, with the brand filled in, when there is no partner code', () => {
    expect(homeHero(HOME_TEXT.en, null, 'HomePay')).toEqual({
      eyebrow: HOME_HERO.eyebrow,
      title: HOME_HERO.title,
      lead: expect.stringMatching(/^HomePay runs your household payroll/) as unknown,
      note: null,
    });
  });

  it('is the partner welcome, with the code in the eyebrow and the note, for a partner code', () => {
    const hero = homeHero(HOME_TEXT.en, 'CPA-1234', 'HomePay');
    expect(hero.eyebrow).toBe('Welcome, clients of partner CPA-1234');
    expect(hero.note).toBe('Partner code CPA-1234 is applied to your sign-up automatically.');
    expect(hero.lead).toContain('works with HomePay');
    expect(Object.values(hero).join(' ')).not.toMatch(/[{}]/);
  });

  it('welcomes a partner’s clients in Spanish on the Spanish page', () => {
    const hero = homeHero(HOME_TEXT.es, 'CPA-1234', 'HomePay');
    expect(hero.eyebrow).toBe('Bienvenidos, clientes de nuestro socio CPA-1234');
    expect(hero.note).toBe(
      'El código de socio CPA-1234 se aplica automáticamente a su inscripción.',
    );
    expect(hero.lead).toContain('trabaja con HomePay');
    expect(Object.values(hero).join(' ')).not.toMatch(/[{}]/);
  });

  it('fills the brand into the Spanish family copy', () => {
    expect(homeHero(HOME_TEXT.es, null, 'HomePay').lead).toMatch(/^HomePay lleva la nómina/);
  });
});

describe('year-end fee copy', () => {
  it('states the $100 fee and the four forms it covers', () => {
    expect(YEAR_END_FORMS_TEXT).toBe('Schedule H, Form 1040, W-2 and W-3');
    expect(YEAR_END_FEE_COPY.title).toBe('Year-end tax preparation: $100');
    expect(YEAR_END_FEE_COPY.body).toContain(YEAR_END_FORMS_TEXT);
  });

  it('states the same fee and forms in Spanish, by the forms’ Spanish names', () => {
    expect(YEAR_END_FEE_TEXT.en).toBe(YEAR_END_FEE_COPY);
    expect(YEAR_END_FEE_TEXT.es.title).toBe('Preparación de impuestos de fin de año: $100');
    expect(YEAR_END_FEE_TEXT.es.body).toContain(YEAR_END_FORMS_TEXT_ES);
    expect(YEAR_END_FORMS_TEXT_ES).toBe(
      'Anexo H, Formulario 1040, Formulario W-2 y Formulario W-3',
    );
  });
});
