import type { ComponentProps } from 'react';
import styles from './resultTable.module.css';

/** The stylesheet's class with the caller's own. */
const withClass = (own: string | undefined, extra: string | undefined) =>
  [own, extra].filter(Boolean).join(' ');

/**
 * A results table on a native `<table>` (MUI's Table family is ~3 kB gzip of cells): dense rows
 * with a divider, numbers right-aligned and unbroken (`data-num` on their cells); on a phone a
 * table of three or more columns (`data-stack`) turns each row into a card, each cell labelled by
 * its `data-label`, so nothing scrolls sideways at 320 px. One stylesheet for the first loads
 * (the offer sheet) and the islands alike.
 */
export function ResultTable({ className, ...props }: ComponentProps<'table'>) {
  return <table {...props} className={withClass(styles.table, className)} />;
}

/** A wide table scrolls sideways on a phone; the region is focusable so keyboards can scroll it. */
export function TableScroll({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={withClass(styles.scroll, className)} />;
}

/** A link in the results (a source, a citation) in the theme's link colour. */
export function ResultLink({ className, ...props }: ComponentProps<'a'>) {
  return <a {...props} className={withClass(styles.link, className)} />;
}
