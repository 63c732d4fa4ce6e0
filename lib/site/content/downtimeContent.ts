/** Copy of the maintenance page (`/downtime`). `{brand}` stands for the brand name. */
export const DOWNTIME_COPY = {
  title: 'We’ll be right back',
  body: '{brand} is briefly unavailable while we make scheduled improvements. Your payroll, tax payments and filings continue on schedule; nothing you need to do is affected.',
  help: 'Need help now? Our specialists are available by phone.',
  call: 'Call',
} as const;
