import { loadScript } from '@/lib/platform/browser/loadScript';
import { ensureDataLayer, loadContainer } from '@/lib/tracking/tagManager/loadContainer';

function lastScript(): HTMLScriptElement {
  const scripts = document.head.querySelectorAll('script');
  return scripts[scripts.length - 1] as HTMLScriptElement;
}

describe('loadScript', () => {
  it('adds an async script with the CSP nonce and resolves when it has loaded', async () => {
    const loaded = loadScript('https://cdn.example.com/sdk.js', 'n0nce');
    const script = lastScript();
    expect(script.src).toBe('https://cdn.example.com/sdk.js');
    expect(script.nonce).toBe('n0nce');
    expect(script.async).toBe(true);
    script.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('rejects when the script cannot load', async () => {
    const loaded = loadScript('https://cdn.example.com/missing.js', 'n');
    lastScript().dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow('Script failed to load');
  });
});

describe('loadContainer', () => {
  it('starts the data layer as the nonce-aware snippet does and loads gtm.js with the nonce', () => {
    const google = 'https://www.googletagmanager.com';
    void loadContainer({ containerId: 'GTM-ABC123', scriptOrigin: google }, 'n0nce').catch(
      () => undefined,
    );
    const script = lastScript();
    expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(script.nonce).toBe('n0nce');
    expect(ensureDataLayer()[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('loads the container from the configured origin (GTM_SCRIPT_ORIGIN)', () => {
    const local = { containerId: 'GTM-LOCAL', scriptOrigin: 'http://localhost:4002' };
    void loadContainer(local, 'n').catch(() => undefined);
    expect(lastScript().src).toBe('http://localhost:4002/gtm.js?id=GTM-LOCAL');
  });
});
