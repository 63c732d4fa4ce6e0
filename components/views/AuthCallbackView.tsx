import AuthCallbackStatus from '@/components/members/AuthCallbackStatus';
import PageShell from '@/components/layout/PageShell';
import container from '@/components/ui/container.module.css';
import typography from '@/components/ui/typography.module.css';
import type { AuthCallbackPageProps } from '@/lib/site/pageProps';
import styles from './AuthCallbackView.module.css';

/** The sign-in return page: the library completes the sign-in, then we return to where you were. */
export default function AuthCallbackView({
  signInResponse,
  text,
  ...props
}: AuthCallbackPageProps) {
  return (
    <PageShell {...props}>
      <div className={`${container.md} ${styles.page}`}>
        <h1 className={`${typography.h1} ${styles.title}`}>{text.heading}</h1>
        <AuthCallbackStatus
          supportPhone={props.site.supportPhone}
          signInResponse={signInResponse}
          text={text}
        />
      </div>
    </PageShell>
  );
}
