import { alpha, styled, type SxProps, type Theme } from '@mui/material/styles';
import { type HTMLAttributes } from 'react';

export type NoticeTone = 'info' | 'warning' | 'error';

interface CalculatorNoticeProps extends HTMLAttributes<HTMLDivElement> {
  tone: NoticeTone;
  /**
   * `status` for news that may wait (announced politely), `alert` for a failure the visitor
   * must hear now. Give the role explicitly: a notice that is neither is just a coloured box.
   */
  role?: 'status' | 'alert';
  sx?: SxProps<Theme>;
}

const NoticeBox = styled('div')(({ theme }) => ({
  padding: '12px 16px',
  borderRadius: theme.shape.borderRadius,
  borderLeft: '4px solid',
  fontSize: '0.9375rem',
  lineHeight: 1.5,
  color: theme.palette.text.primary,
  '&[data-tone="info"]': {
    borderColor: theme.palette.info.main,
    background: alpha(theme.palette.info.main, 0.08),
  },
  '&[data-tone="warning"]': {
    borderColor: theme.palette.warning.main,
    background: alpha(theme.palette.warning.main, 0.08),
  },
  '&[data-tone="error"]': {
    borderColor: theme.palette.error.main,
    background: alpha(theme.palette.error.main, 0.08),
  },
  '& a': { color: 'inherit', fontWeight: 700 },
}));

/**
 * A notice on the calculator page (maintenance, stale results, a failed send or load): a
 * coloured box with the right live role, instead of MUI's Alert and its icons.
 */
export default function CalculatorNotice({ tone, ...props }: CalculatorNoticeProps) {
  return <NoticeBox data-tone={tone} {...props} />;
}
