import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

// The inline script hides the bar before hydration when an earlier bar was
// dismissed; when the id has changed the bar is active again, so lift that
// CSS hint, or the new announcement would stay hidden until the next visit.
const DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, 'false');
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
