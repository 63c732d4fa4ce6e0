declare global {
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/); missing where unsupported. */
    readonly globalPrivacyControl?: boolean;
  }
}

/** Whether this browser sends Global Privacy Control. Its own module: pages load it first. */
export function browserGpc(): boolean {
  return typeof navigator !== 'undefined' && navigator.globalPrivacyControl === true;
}
