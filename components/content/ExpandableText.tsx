import Box from '@mui/material/Box';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ActionButton } from '@/components/ui/ActionButton';
import { EXPANDABLE_TEXT_COLLAPSED_HEIGHT } from '@/lib/site/theme/tokens';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import styles from './ExpandableText.module.css';

interface ExpandableTextProps {
  children: ReactNode;
}

// useLayoutEffect warns during server rendering; measuring only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * Text collapsed to 120 px (docs/site.md#expandable-text) with a toggle. The full text is in the
 * server HTML, so crawlers and people without JavaScript read all of it; the toggle only appears
 * when the text is taller than the collapsed height.
 */
export default function ExpandableText({ children }: ExpandableTextProps) {
  const { shell } = usePageLanguage();
  const contentId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useBrowserLayoutEffect(() => {
    const element = contentRef.current;
    if (element) setOverflows(element.scrollHeight > EXPANDABLE_TEXT_COLLAPSED_HEIGHT + 1);
  }, []);

  const collapsed = overflows && !expanded;
  return (
    <div className={styles.expandable}>
      <Box
        id={contentId}
        ref={contentRef}
        data-collapsed={collapsed || undefined}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          maxHeight: collapsed ? EXPANDABLE_TEXT_COLLAPSED_HEIGHT : 'none',
          '&[data-collapsed]::after': {
            content: '""',
            position: 'absolute',
            inset: 'auto 0 0 0',
            height: 40,
            background: (theme) =>
              `linear-gradient(transparent, ${theme.palette.background.default})`,
          },
        }}
      >
        {children}
      </Box>
      {overflows ? (
        <ActionButton
          variant="text"
          size="small"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((open) => !open)}
          className={styles.toggle}
        >
          {expanded ? shell.showLess : shell.readMore}
        </ActionButton>
      ) : null}
    </div>
  );
}
