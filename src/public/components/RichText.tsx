import { Fragment, type ReactNode } from 'react';

/**
 * A translated phrase whose `%{name}` placeholders are React nodes (links, emphasis), so each
 * language keeps its own word order around them.
 */
export function RichText({ text, parts }: { text: string; parts: Readonly<Record<string, ReactNode>> }) {
  // split() with a capturing group alternates plain text (even) and placeholder names (odd).
  const pieces = text.split(/%\{(\w+)\}/);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>{index % 2 === 1 ? (parts[piece] ?? `%{${piece}}`) : piece}</Fragment>
      ))}
    </>
  );
}
