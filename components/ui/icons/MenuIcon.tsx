import SiteIcon, { type SiteIconProps } from './SiteIcon';

/** The "hamburger" menu icon (Material Design path), inline to avoid the icon package. */
export default function MenuIcon(props: SiteIconProps) {
  return (
    <SiteIcon {...props}>
      <path d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
    </SiteIcon>
  );
}
