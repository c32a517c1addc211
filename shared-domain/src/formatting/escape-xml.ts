const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for XML/HTML text and quoted attribute values (SVG markup, server-written HTML). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
