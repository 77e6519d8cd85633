import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import Markdown from 'react-markdown';
import { Link } from 'react-router';

/**
 * Article Markdown as React elements: raw HTML in the text is dropped, never injected, and links
 * go only to pages of this site or to https addresses.
 */
export function MarkdownText({ children }: { children: string }) {
  return (
    <Typography fz="sm">
      <Markdown
        skipHtml
        urlTransform={(url) => (url.startsWith('/') || url.startsWith('https://') ? url : '')}
        components={{
          a: ({ href, children: text }) =>
            href?.startsWith('/') ? (
              <Link to={href}>{text}</Link>
            ) : (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {text}
              </a>
            ),
          img: () => null,
        }}
      >
        {children}
      </Markdown>
    </Typography>
  );
}
