import { Fragment, type HTMLAttributes, type ReactNode } from 'react';

/**
 * The marks rjsf's own messages use (`**name**`, `_error_`, `` `field` ``), each drawn as its element.
 * Anything else stays text: no links, no HTML, nothing a schema or user text could turn into markup.
 */
const INLINE_MARK = /\*\*([^*]+)\*\*|`([^`]+)`|_([^_]+)_/g;

/** The React nodes of one line of rjsf message text: its marks as strong, code and em, the rest as text. */
export function inlineMarkdown(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE_MARK)) {
    if (match.index > at) nodes.push(text.slice(at, match.index));
    const [, strong, code, em] = match;
    const key = match.index;
    if (strong !== undefined) nodes.push(<strong key={key}>{strong}</strong>);
    else if (code !== undefined) nodes.push(<code key={key}>{code}</code>);
    else nodes.push(<em key={key}>{em}</em>);
    at = match.index + match[0].length;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}

/** Props rjsf passes: the text, markdown-to-jsx's options (ignored: there is no HTML to parse) and attributes. */
export interface MarkdownProps extends HTMLAttributes<HTMLSpanElement> {
  children?: ReactNode;
  options?: unknown;
}

/**
 * Stands in for markdown-to-jsx's `Markdown` in the client build (aliased in vite.config.ts and the
 * client tests). rjsf imports it for its own short messages (a file's name in bold, an unsupported
 * field's name in code) and for descriptions only when `enableMarkdownInDescription` is set, which no
 * form here sets; the full parser is 84 KB of every form screen for those few marks.
 */
export function Markdown({ children, options: _options, ...attributes }: MarkdownProps) {
  return (
    <span {...attributes}>
      {typeof children === 'string' ? <Fragment>{inlineMarkdown(children)}</Fragment> : children}
    </span>
  );
}
