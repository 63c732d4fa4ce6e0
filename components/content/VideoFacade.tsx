import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import Link from '@/components/ui/Link';
import { videoEmbedUrl, videoWatchUrl, type SiteVideo } from '@/lib/site/content/videoContent';

interface VideoFacadeProps {
  video: SiteVideo;
  videoId: string;
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
 * The summary beside it carries the content for everyone who does not play it.
 */
export default function VideoFacade({
  video,
  videoId,
  posterUrl,
  thirdPartyAllowed,
}: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <Box
      sx={{ display: 'grid', gap: 4, gridTemplateColumns: { md: '3fr 2fr' }, alignItems: 'start' }}
    >
      <Box
        data-video={video.idKey}
        sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden' }}
      >
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
              <Box
                component="button"
                type="button"
                onClick={() => setPlaying(true)}
                sx={{
                  position: 'absolute',
                  left: '50%',
                  top: '50%',
                  transform: 'translate(-50%, -50%)',
                  font: 'inherit',
                  fontWeight: 700,
                  px: 3,
                  py: 1.5,
                  border: 0,
                  borderRadius: 99,
                  cursor: 'pointer',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'text.primary' },
                }}
              >
                <span aria-hidden="true">▶ </span>Play video: {video.title}
              </Box>
            ) : null}
          </>
        )}
      </Box>
      <div>
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          In short
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {video.summary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
        {thirdPartyAllowed ? null : (
          <Typography sx={{ mt: 2 }} data-video-link>
            You opted out of third-party content, so the video is not loaded here.{' '}
            <Link href={videoWatchUrl(videoId)} external>
              Watch “{video.title}” on YouTube
            </Link>
          </Typography>
        )}
      </div>
    </Box>
  );
}
