import { pageViewPayloads } from '@/lib/tracking/runtime/pageViewPayloads';
import { pagePropsFixture } from '@/tests/support/pageProps.fixture';

const props = pagePropsFixture('sampleSeniorCareContract');
const START = {
  site: {
    ...props.site,
    observability: {
      ...props.site.observability,
      analytics: { apiKey: 'local-analytics-key', serverUrl: null, webVitalsSampleRate: 1 },
    },
  },
  pageKey: props.pageKey,
  locale: props.locale,
  deviceId: 'hpc-1',
  visitorId: 'n-vis-1',
  enrollmentSessionId: 'csc-1',
};
const NOTED = { insertId: 'ins-1', time: 1_764_000_000_000 };

describe('pageViewPayloads', () => {
  beforeEach(() => {
    window.history.replaceState(
      null,
      '',
      '/sample-senior-care-contract?utm_source=x&utm_campaign=y&email=maria@example.com&token=tok-1',
    );
  });

  it('builds the event the SDK would send, with the recorder’s ids, the enrichment and no secret', async () => {
    const { event, sessionId } = await pageViewPayloads(START, null, NOTED);
    expect(sessionId).toBe(NOTED.time);
    expect(event).toMatchObject({
      event_type: 'viewedVhp',
      device_id: 'hpc-1',
      session_id: NOTED.time,
      insert_id: 'ins-1',
      time: NOTED.time,
      platform: 'Web',
      event_properties: {
        page_id: expect.any(String) as unknown,
        czen_session_id: 'csc-1',
        visitor_id: 'n-vis-1',
        url_path: '/sample-senior-care-contract',
        rendered_by: 'hp-vhp',
      },
    });
    const { url } = event.event_properties as { url: string };
    expect(url).toContain('utm_source=x&utm_campaign=y');
    expect(JSON.stringify(event)).not.toMatch(/maria|tok-1/);
  });

  it('builds the data layer’s page-view push as the runtime does', async () => {
    const { push } = await pageViewPayloads(START, null, NOTED);
    expect(push).toMatchObject({
      event: 'care.viewedVhp',
      gtmEvent: 'pageView',
      gtmPath: '/sample-senior-care-contract',
      slots: ['care/nonmember/viewed-vhp', 'care/nonmember/viewed-vhp/impact'],
      pageLanguage: 'en',
    });
  });

  it('carries the page’s language in the event and the push', async () => {
    const { event, push } = await pageViewPayloads({ ...START, locale: 'es' }, null, NOTED);
    expect(event.event_properties).toMatchObject({ page_language: 'es' });
    expect(push).toMatchObject({ pageLanguage: 'es' });
  });
});
