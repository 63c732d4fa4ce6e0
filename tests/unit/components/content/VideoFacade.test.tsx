import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VideoFacade from '@/components/content/VideoFacade';
import { VIDEOS } from '@/lib/site/content/videoContent';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';
import { applyModuleStylesheet } from '../../../support/moduleStylesheet';
import { renderWithProviders } from '../../../support/renderWithProviders';

const VIDEO = VIDEOS.howItWorks;

function renderFacade(thirdPartyAllowed: boolean, videoId: string | null = 'abcDEF_1234') {
  return renderWithProviders(
    <VideoFacade
      video={VIDEO}
      videoId={videoId}
      posterUrl="/app/hp-vhp/static/images/how-it-works-video.svg"
      thirdPartyAllowed={thirdPartyAllowed}
    />,
  );
}

describe('VideoFacade', () => {
  it('shows a sized poster and a play button, and no frame, before the click', () => {
    const { container } = renderFacade(true);
    const poster = screen.getByRole('img', { name: VIDEO.poster.alt });
    expect(poster).toHaveAttribute('width', '640');
    expect(poster).toHaveAttribute('height', '360');
    expect(poster.getAttribute('src')).toMatch(/^\/app\/hp-vhp\/static\/images\//);
    expect(screen.getByRole('button', { name: 'Play video: How it works' })).toBeVisible();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toContain('youtube');
  });

  it('loads the privacy-enhanced player, titled and lazy, when the button is pressed', async () => {
    const { container } = renderFacade(true);
    await userEvent.click(screen.getByRole('button', { name: /play video/i }));
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('title', 'Video: How it works');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF_1234?autoplay=1&rel=0',
    );
    // The frame takes the poster's box: the 16:9 box around it does not change.
    expect(frame?.parentElement).toHaveAttribute('data-video', 'howItWorks');
  });

  it('offers only a link to watch elsewhere when third-party content is not allowed', () => {
    const { container } = renderFacade(false);
    expect(screen.queryByRole('button', { name: /play video/i })).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /watch “how it works” on youtube/i })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=abcDEF_1234',
    );
  });

  it('always shows the summary beside the video', () => {
    renderFacade(false);
    for (const line of VIDEO.summary) expect(screen.getByText(line)).toBeVisible();
  });

  it('plays from a small round control in the corner that leaves the poster art visible', () => {
    // Its look comes from its stylesheet, read with the theme's values.
    const remove = applyModuleStylesheet(
      'components/content/VideoFacade.module.css',
      siteTheme('care'),
    );
    renderFacade(true);
    const play = screen.getByRole('button', { name: 'Play video: How it works' });
    // An icon, not a text pill across the art: the name is the label, the face shows no words.
    expect(play).toHaveTextContent('');
    expect(play.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(play).borderRadius).toBe('50%');
    expect(getComputedStyle(play).width).toBe('56px');
    expect(getComputedStyle(play).bottom).toBe('16px');
    remove();
  });

  it.each([true, false])(
    'shows only the summary, with no poster, player or link, when no video is set (allowed: %s)',
    (allowed) => {
      const { container } = renderFacade(allowed, null);
      for (const line of VIDEO.summary) expect(screen.getByText(line)).toBeVisible();
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      expect(container.querySelector('[data-video]')).toBeNull();
      expect(container.innerHTML).not.toMatch(/youtube|PLACEHOLDER/i);
    },
  );
});
