import { FAMILY_FAQ, FAMILY_FAQ_ES } from '@/lib/site/content/faqContent';
import { structuredDataForProps } from '@/lib/site/seo/documentStructuredData';
import { PAGE_KEYS, type PageKey } from '@/lib/site/seo/pageLinks';
import { serializeJsonLd, structuredDataFor, type JsonLdNode } from '@/lib/site/seo/structuredData';

const SITE = {
  brandName: 'HomePay',
  supportPhone: '1-888-555-0142',
  siteOrigin: 'https://www.example.com',
};
const FLAGS = { assetUrl: '' };

/** Parses a page's JSON-LD as a crawler would: from the serialised text, not the objects. */
function parsed(pageKey: PageKey, site = SITE): JsonLdNode[] {
  const value: unknown = JSON.parse(serializeJsonLd(structuredDataFor(pageKey, site, FLAGS)));
  return (Array.isArray(value) ? value : [value]) as JsonLdNode[];
}

function ofType(nodes: JsonLdNode[], type: string): Record<string, unknown> | undefined {
  return nodes.find((node) => node['@type'] === type);
}

const absoluteUrl = expect.stringMatching(/^https:\/\/www\.example\.com\//) as unknown;

describe('structuredDataFor', () => {
  it.each(PAGE_KEYS)('%s: every node is schema.org JSON-LD with a type', (pageKey) => {
    for (const node of parsed(pageKey)) {
      expect(node['@context']).toBe('https://schema.org');
      expect(typeof node['@type']).toBe('string');
    }
  });

  it.each(PAGE_KEYS)('%s: the Organization with name, phone and logo', (pageKey) => {
    expect(ofType(parsed(pageKey), 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'HomePay',
      url: 'https://www.example.com/app/hp-vhp',
      telephone: '1-888-555-0142',
      logo: 'https://www.example.com/app/hp-vhp/static/images/logo.png',
      contactPoint: expect.objectContaining({
        '@type': 'ContactPoint',
        telephone: '1-888-555-0142',
      }) as unknown,
    });
  });

  it('the logo follows the asset URL flag', () => {
    const nodes = structuredDataFor('home', SITE, { assetUrl: 'https://cdn.example.net/img/' });
    expect(ofType(nodes, 'Organization')?.logo).toBe('https://cdn.example.net/img/logo.png');
  });

  it.each(['home', 'productAndPricing'] as const)(
    '%s: a FAQPage whose questions and answers are the FAQ the page shows',
    (pageKey) => {
      const faq = ofType(parsed(pageKey), 'FAQPage');
      const questions = faq?.mainEntity as Array<Record<string, unknown>>;
      expect(questions).toHaveLength(FAMILY_FAQ.length);
      questions.forEach((question, index) => {
        expect(question['@type']).toBe('Question');
        expect(question.name).toBe(FAMILY_FAQ[index]?.question.replaceAll('{brand}', 'HomePay'));
        expect(question.acceptedAnswer).toEqual({
          '@type': 'Answer',
          text: FAMILY_FAQ[index]?.answer.replaceAll('{brand}', 'HomePay'),
        });
        expect(JSON.stringify(question)).not.toContain('{brand}');
      });
    },
  );

  it('no FAQPage on pages without a FAQ', () => {
    for (const pageKey of PAGE_KEYS.filter((k) => k !== 'home' && k !== 'productAndPricing')) {
      expect(ofType(parsed(pageKey), 'FAQPage')).toBeUndefined();
    }
  });

  it('pricing offers the $100 year-end fee as a Product with an Offer in US dollars', () => {
    const product = ofType(parsed('productAndPricing'), 'Product');
    expect(product).toMatchObject({
      name: 'HomePay year-end household tax preparation',
      brand: { '@type': 'Brand', name: 'HomePay' },
      offers: {
        '@type': 'Offer',
        price: '100.00',
        priceCurrency: 'USD',
        url: 'https://www.example.com/app/hp-vhp/product-and-pricing',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(product?.description).toContain('Schedule H');
    expect(ofType(parsed('home'), 'Product')).toBeUndefined();
  });

  it('inner pages carry a two-step breadcrumb trail from home; home and utility pages none', () => {
    const trail = ofType(parsed('nannyTaxCalculator'), 'BreadcrumbList');
    expect(trail?.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Home',
        item: 'https://www.example.com/app/hp-vhp',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Tax calculator',
        item: 'https://www.example.com/app/hp-vhp/nanny-tax-calculator',
      },
    ]);
    for (const pageKey of ['home', 'authCallback', 'notFound', 'downtime'] as const) {
      expect(ofType(parsed(pageKey), 'BreadcrumbList')).toBeUndefined();
    }
    for (const node of parsed('caregivers')) {
      if (node['@type'] !== 'BreadcrumbList') continue;
      for (const item of node.itemListElement as Array<{ item: string }>) {
        expect(item.item).toEqual(absoluteUrl);
      }
    }
  });
});

describe('serializeJsonLd', () => {
  it('a brand with markup cannot close the script element', () => {
    const text = serializeJsonLd(
      structuredDataFor(
        'home',
        { ...SITE, brandName: '</script><script>alert(1)</script>' },
        FLAGS,
      ),
    );
    expect(text).not.toContain('<');
    const [organization] = JSON.parse(text) as JsonLdNode[];
    expect(organization?.name).toBe('</script><script>alert(1)</script>');
  });
});

describe('structuredDataForProps', () => {
  it('builds the JSON-LD of the page props Next hands the document', () => {
    const text = structuredDataForProps({
      pageProps: { pageKey: 'referral', site: SITE, flags: FLAGS },
    });
    expect(text).toBe(serializeJsonLd(structuredDataFor('referral', SITE, FLAGS)));
  });

  it.each([
    ['no props', undefined],
    ['no page props', {}],
    ["Next's own error page", { pageProps: { statusCode: 500 } }],
    ['an unknown page key', { pageProps: { pageKey: 'admin', site: SITE, flags: FLAGS } }],
  ])('%s: none', (_label, props) => {
    expect(structuredDataForProps(props)).toBeNull();
  });
});

describe('structured data of a Spanish page', () => {
  it('names its breadcrumb trail in Spanish, linking the twin where there is one', () => {
    const nodes = structuredDataFor('caregivers', SITE, FLAGS, 'es');
    const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement).toEqual([
      // The main page has its Spanish twin at /es.
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Inicio',
        item: `${SITE.siteOrigin}/app/hp-vhp/es`,
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Para cuidadoras y cuidadores',
        item: `${SITE.siteOrigin}/app/hp-vhp/es/caregivers`,
      },
    ]);
  });

  it('publishes the FAQ of the Spanish main page in Spanish, with the brand filled in', () => {
    const faq = structuredDataFor('home', SITE, FLAGS, 'es').find(
      (node) => node['@type'] === 'FAQPage',
    );
    const questions = faq?.['mainEntity'] as Array<{
      name: string;
      acceptedAnswer: { text: string };
    }>;
    expect(questions).toHaveLength(FAMILY_FAQ_ES.length);
    expect(questions[0]?.name).toBe('¿Tengo que pagar impuestos por emplear a una niñera?');
    expect(questions[1]?.name).toBe(`¿Cuánto cuesta ${SITE.brandName}?`);
    expect(questions[1]?.acceptedAnswer.text).toContain('$100');
    expect(JSON.stringify(questions)).not.toContain('{brand}');
  });

  it('keeps the English FAQ on the English main page', () => {
    const faq = structuredDataFor('home', SITE, FLAGS).find((node) => node['@type'] === 'FAQPage');
    const questions = faq?.['mainEntity'] as Array<{ name: string }>;
    expect(questions[0]?.name).toBe(FAMILY_FAQ[0]?.question);
  });
});
