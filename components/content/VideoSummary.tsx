import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SiteVideo } from '@/lib/site/content/videoContent';

interface VideoSummaryProps {
  video: SiteVideo;
  /** What follows the steps (the link for visitors who opted out of third-party content). */
  children?: ReactNode;
}

/** A video's "In short" steps: beside the poster, or on their own when no video is set. */
export default function VideoSummary({ video, children }: VideoSummaryProps) {
  return (
    <div data-video-summary={video.idKey}>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        In short
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {video.summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
      {children}
    </div>
  );
}
