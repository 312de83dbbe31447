/**
 * A contact as shown on the settings page, masked against onlookers: the
 * mobile keeps its first three and last four digits, the e-mail the first
 * letter of its local part and the domain.
 */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  return `${email[0]}***${email.slice(at)}`;
}
