import type { SiteVideos } from '@/lib/platform/config/siteConfig';
import type { Illustration } from './illustrations';

/**
 * A click-to-load video (docs/site.md#videos): which configured id it plays, its title (the
 * button's and the frame's name), a self-hosted poster and a summary shown beside it, so the
 * content does not depend on playing it.
 */
export interface SiteVideo {
  idKey: keyof SiteVideos;
  title: string;
  poster: Illustration;
  summary: readonly string[];
}

export const VIDEOS = {
  howItWorks: {
    idKey: 'howItWorks',
    title: 'How it works',
    poster: {
      file: 'how-it-works-video.svg',
      width: 640,
      height: 360,
      alt: 'A pay stub with a check mark and an arrow to a family home: payroll handled for you',
    },
    summary: [
      'Tell us about your household employee in a short call or online.',
      'We pay your nanny or caregiver on schedule and withhold the right taxes.',
      'We file your federal and state returns and prepare the year-end forms.',
    ],
  },
  caregivers: {
    idKey: 'caregivers',
    title: 'Getting paid on the books',
    poster: {
      file: 'caregivers-video.svg',
      width: 640,
      height: 360,
      alt: 'A caregiver beside a pay stub with a heart on it',
    },
    summary: [
      'Pay on the books builds your Social Security and Medicare credits.',
      'It lets you claim unemployment and disability benefits if you need them.',
      'Your pay stubs prove your income for a lease, a loan or a visa.',
    ],
  },
} as const satisfies Record<string, SiteVideo>;

export type VideoName = keyof typeof VIDEOS;

/** The privacy-enhanced embedding origin: the one video origin the CSP allows to be framed. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The frame's address: privacy-enhanced mode, playing at once (the visitor just pressed play). */
export function videoEmbedUrl(videoId: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/** Where to watch it elsewhere, for visitors who opted out of third-party content. */
export function videoWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}
