import type { ReactNode } from 'react';
import typography from '@/components/ui/typography.module.css';
import type { SiteVideo } from '@/lib/site/content/videoContent';
import styles from './VideoSummary.module.css';

interface VideoSummaryProps {
  video: SiteVideo;
  /** What follows the steps (the link for visitors who opted out of third-party content). */
  children?: ReactNode;
}

/** A video's "In short" steps: beside the poster, or on their own when no video is set. */
export default function VideoSummary({ video, children }: VideoSummaryProps) {
  return (
    <div data-video-summary={video.idKey}>
      <h3 className={`${typography.h6} ${styles.heading}`}>In short</h3>
      <ol className={styles.steps}>
        {video.summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      {children}
    </div>
  );
}
