import { browserEmotionCache } from '@/lib/site/theme/createEmotionCache';

describe('browserEmotionCache', () => {
  it('takes the document’s nonce from the server’s global styles, not a later page’s', () => {
    // The sign-in return page renders nothing with MUI: the first part that does comes after a
    // client-side visit, whose props carry the nonce of another response.
    document.head.innerHTML = [
      '<meta name="emotion-insertion-point" content="">',
      '<style data-emotion="mui-global baseline" data-s="" nonce="d0cument">body{margin:0}</style>',
    ].join('');
    const cache = browserEmotionCache('later-page');
    expect(cache.nonce).toBe('d0cument');
    expect(browserEmotionCache('yet-another')).toBe(cache);
  });
});
