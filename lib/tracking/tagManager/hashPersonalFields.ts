/**
 * The personal fields of a data-layer push (docs/tracking.md#hashed-personal-fields): each is
 * normalised, hashed with SHA-256 (Web Crypto) into `<field>SHA256`, and removed unless the caller
 * keeps it. Google's enhanced conversions hash e-mail and names but say not to hash city or state;
 * all five are hashed here for parity with the existing tags.
 */
export const PERSONAL_FIELDS = ['email', 'firstName', 'lastName', 'city', 'state'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
export type PersonalFields = Partial<Record<PersonalField, string | null | undefined>>;
export type HashedFields = Partial<Record<`${PersonalField}SHA256`, string>>;

/** Normalisation per field, before hashing. */
export function normalisePersonalField(field: PersonalField, value: string): string {
  switch (field) {
    case 'email':
      return value.trim().toLowerCase();
    case 'firstName':
    case 'lastName':
      // Names: punctuation (and symbols) stripped, lowercased; letters of any script kept.
      return value
        .replace(/[\p{P}\p{S}]/gu, '')
        .trim()
        .toLowerCase();
    case 'city':
    case 'state':
      // City and state: letters only.
      return value.replace(/\P{L}/gu, '').toLowerCase();
  }
}

/** Lowercase hex SHA-256 of the UTF-8 text, through Web Crypto. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The hash fields of every present, non-empty personal field. */
export async function hashPersonalFields(fields: PersonalFields): Promise<HashedFields> {
  const hashed: HashedFields = {};
  for (const field of PERSONAL_FIELDS) {
    const value = fields[field];
    if (typeof value !== 'string') continue;
    const normalised = normalisePersonalField(field, value);
    if (normalised === '') continue;
    hashed[`${field}SHA256`] = await sha256Hex(normalised);
  }
  return hashed;
}
