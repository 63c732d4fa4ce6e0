interface ReferralMailOptions {
  brandName: string;
  /** Absolute URL of the landing page to share. */
  siteUrl: string;
  /** Who receives it: a friend's family, or the family a caregiver works for. */
  audience: 'friend' | 'employer';
}

/** A `mailto:` link with a ready-to-send referral note; the sender picks the recipient. */
export function referralMailto({ brandName, siteUrl, audience }: ReferralMailOptions): string {
  const subject =
    audience === 'employer'
      ? `Paying me on the books with ${brandName}`
      : `${brandName} makes nanny taxes easy`;
  const body =
    audience === 'employer'
      ? `Hi,\n\nI’d like to be paid on the books. ${brandName} handles the payroll and taxes for families like ours, and the first consultation is free:\n${siteUrl}\n\nThank you!`
      : `Hi,\n\nWe use ${brandName} for our nanny’s payroll and taxes and it saves us hours. Have a look, the consultation is free:\n${siteUrl}`;
  const query = new URLSearchParams({ subject, body }).toString().replaceAll('+', '%20');
  return `mailto:?${query}`;
}
