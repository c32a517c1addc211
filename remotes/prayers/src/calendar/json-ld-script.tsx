import { scriptJson } from 'shared-domain/formatting/script-json';

/** Structured data in the page: a data block, never run, so no script policy applies to it. */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
