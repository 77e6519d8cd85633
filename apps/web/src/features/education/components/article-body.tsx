import { List, Text, Title } from '@mantine/core';

type Block = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Blocks are separated by blank lines; '## ' starts a subheading and '- ' a list item. */
function parseArticle(body: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of body.split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      if (items.length) blocks.push({ kind: 'list', items });
      paragraph = [];
      items = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('## ')) {
        flush();
        blocks.push({ kind: 'heading', text: line.slice(3) });
      } else if (line.startsWith('- ')) {
        if (paragraph.length) flush();
        items.push(line.slice(2));
      } else {
        if (items.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

const blockKey = (b: Block) => (b.kind === 'list' ? `list:${b.items[0]}` : `${b.kind}:${b.text}`);

/** An article body rendered as real headings, paragraphs and lists. */
export function ArticleBody({ body }: { body: string }) {
  return (
    <div data-testid="article-body">
      {parseArticle(body).map((b) =>
        b.kind === 'heading' ? (
          <Title key={blockKey(b)} order={3} fz="lg" mt="md" mb="xs">
            {b.text}
          </Title>
        ) : b.kind === 'list' ? (
          <List key={blockKey(b)} mb="sm" spacing={4} withPadding>
            {b.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        ) : (
          <Text key={blockKey(b)} mb="sm">
            {b.text}
          </Text>
        ),
      )}
    </div>
  );
}
