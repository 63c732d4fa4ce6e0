/**
 * The calculator's print stylesheet, applied to the results: the form, the e-mail form, the
 * site header and footer are marked `data-no-print` (hidden by styles/global.css), and this
 * tightens type and spacing so the results of a typical calculation fit one Letter or A4 page.
 */
export const RESULTS_PRINT_STYLES = {
  '@media print': {
    gap: '6pt',
    fontSize: '8.5pt',
    lineHeight: 1.3,
    '& h2': { fontSize: '13pt' },
    '& h3': { fontSize: '10.5pt', mb: '2pt' },
    '& p, & li': { fontSize: 'inherit' },
    '& [data-calculator-summary] p:first-of-type': { fontSize: '11pt' },
    '& table th, & table td': { py: '1.5pt', px: '4pt', fontSize: '8.5pt', lineHeight: 1.25 },
    '& td [data-as-of]': { display: 'inline', mr: '4pt' },
    '& [data-warning]': { py: '1pt', px: '6pt', mb: '2pt', borderLeftWidth: '2pt' },
    '& [data-calculator-sources] li': { fontSize: '7pt', mb: 0, lineHeight: 1.25 },
    // Links print as their text; the citation numbers still tie rows to sources.
    '& a': { color: 'inherit', textDecoration: 'none' },
  },
};
