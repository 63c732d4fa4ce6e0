import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import { VIDEOS, type VideoName } from '@/lib/site/content/videoContent';
import { imageUrl } from '@/lib/site/seo/assets';
import type { PagePrivacy } from '@/lib/site/privacy/pagePrivacy';
import ContentSection from './ContentSection';
import { useThirdPartyContent } from './useThirdPartyContent';
import VideoFacade from './VideoFacade';

interface VideoSectionProps {
  name: VideoName;
  site: PublicConfig;
  flags: Pick<FeatureFlags, 'assetUrl'>;
  privacy: PagePrivacy;
  tinted?: boolean;
}

/** A page section with one of the configured click-to-load videos and its summary. */
export default function VideoSection({ name, site, flags, privacy, tinted }: VideoSectionProps) {
  const video = VIDEOS[name];
  const allowed = useThirdPartyContent(privacy);
  return (
    <ContentSection id={`video-${name}-heading`} heading={video.title} tinted={tinted}>
      <VideoFacade
        video={video}
        videoId={site.videos[video.idKey]}
        posterUrl={imageUrl(flags, video.poster.file)}
        thirdPartyAllowed={allowed}
      />
    </ContentSection>
  );
}
