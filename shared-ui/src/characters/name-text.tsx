import type { NamePart } from 'shared-domain/characters/display-name';

/**
 * A name's runs of text (displayNameParts / personNameParts), the Japanese ones in `lang="ja"` so
 * screen readers pronounce them and the browser picks a Japanese font; `enLang` marks the other
 * runs English for a container whose own language is Japanese.
 */
export function NameText({ parts, className, enLang = false }: { parts: readonly NamePart[]; className?: string; enLang?: boolean }) {
  const runs = parts.map((p, i) =>
    p.lang === 'ja' ? (
      <span key={i} lang="ja">
        {p.text}
      </span>
    ) : enLang ? (
      <span key={i} lang="en">
        {p.text}
      </span>
    ) : (
      p.text
    ),
  );
  return className === undefined ? <>{runs}</> : <span className={className}>{runs}</span>;
}
