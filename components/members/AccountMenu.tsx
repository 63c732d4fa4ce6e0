import { styled } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ActionButton } from '@/components/ui/ActionButton';
import AccountLinks from './AccountLinks';
import type { NextStepSite } from './useMemberNextStep';

interface AccountMenuProps {
  /** The toggle's text: the greeting, whose name is the page's greeting slot. */
  children: ReactNode;
  site: NextStepSite;
  enrollmentHref: string;
}

const Toggle = styled(ActionButton)({
  maxWidth: 220,
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

const Panel = styled('div')(({ theme }) => ({
  position: 'absolute',
  top: '100%',
  right: 0,
  zIndex: theme.zIndex.appBar + 1,
  marginTop: theme.spacing(1),
  width: 280,
  padding: theme.spacing(2),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[4],
}));

/**
 * The signed-in member's account menu in the header (docs/members.md#account-menu): a disclosure
 * button with the greeting, opening the next step for the account status and the member app. Plain
 * elements rather than MUI's Menu (Popover, Modal, transitions), which the first load cannot
 * afford; it closes on Escape (focus back on the button), a click outside or focus leaving it.
 */
export default function AccountMenu({ children, site, enrollmentHref }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} data-account-menu>
      <Toggle
        ref={toggle}
        variant="text"
        size="small"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((previous) => !previous)}
      >
        {children}
        <span aria-hidden="true">▾</span>
      </Toggle>
      {open ? (
        <Panel id={panelId}>
          <AccountLinks site={site} enrollmentHref={enrollmentHref} />
        </Panel>
      ) : null}
    </div>
  );
}
