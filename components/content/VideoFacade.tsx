import { useState } from 'react';
import Link from '@/components/ui/Link';
import placement from '@/components/ui/placement.module.css';
import typography from '@/components/ui/typography.module.css';
import VideoSummary from './VideoSummary';
import { videoEmbedUrl, videoWatchUrl, type SiteVideo } from '@/lib/site/content/videoContent';
import styles from './VideoFacade.module.css';

interface VideoFacadeProps {
  video: SiteVideo;
  /** The configured id; null: no video is set, so only the summary is shown. */
  videoId: string | null;
  /** The poster's URL (self-hosted, docs/site.md#images). */
  posterUrl: string;
  /** False when the visitor opted out of third-party content: then only a link, never a frame. */
  thirdPartyAllowed: boolean;
}

/** Fills the fixed 16:9 box: the poster and the frame take exactly the same place (no shift). */
const FILL = { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 } as const;

/**
 * A click-to-load video (docs/site.md#videos): a poster and a real "Play video" button, and
 * nothing from the video's origin until the button is pressed; then the privacy-enhanced player.
 * The summary beside it carries the content for everyone who does not play it; without a
 * configured id the summary stands alone (no poster, no button, no link).
 */
export default function VideoFacade({
  video,
  videoId,
  posterUrl,
  thirdPartyAllowed,
}: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  if (videoId === null) return <VideoSummary video={video} />;
  return (
    <div className={styles.layout}>
      <div data-video={video.idKey} className={styles.frame}>
        {playing ? (
          <iframe
            src={videoEmbedUrl(videoId)}
            title={`Video: ${video.title}`}
            loading="lazy"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            style={FILL}
          />
        ) : (
          <>
            {/* A self-hosted SVG poster: next/image adds code and cannot improve an SVG. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={posterUrl}
              width={video.poster.width}
              height={video.poster.height}
              alt={video.poster.alt}
              loading="lazy"
              decoding="async"
              style={{ ...FILL, objectFit: 'cover' }}
            />
            {thirdPartyAllowed ? (
              <button
                type="button"
                className={styles.play}
                onClick={() => setPlaying(true)}
                aria-label={`Play video: ${video.title}`}
                title={`Play video: ${video.title}`}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                  <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
                </svg>
              </button>
            ) : null}
          </>
        )}
      </div>
      <VideoSummary video={video}>
        {thirdPartyAllowed ? null : (
          <p className={`${typography.body1} ${placement.marginTop2}`} data-video-link>
            You opted out of third-party content, so the video is not loaded here.{' '}
            <Link href={videoWatchUrl(videoId)} external>
              Watch “{video.title}” on YouTube
            </Link>
          </p>
        )}
      </VideoSummary>
    </div>
  );
}
