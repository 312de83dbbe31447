/**
 * The text of sanitised answer HTML, for a one-line excerpt shown as text
 * (never as HTML). DOMParser builds an inert document: nothing in it runs or loads.
 */
export function plainText(html: string, max = 160): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
