import { Box, Text } from 'ink';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { createTheme } from '../app/theme.js';
import { ThemeProvider } from '../contexts/theme-context.js';
import { type Column, DataTable } from './data-table.js';

interface Item {
  id: string;
  name: string;
  state: string;
}

const items: Item[] = Array.from({ length: 40 }, (_, i) => ({ id: `i${i}`, name: `item ${i}`, state: `s${i}` }));

const theme = createTheme({ NO_COLOR: '1' });

function table(selected: number, columns: readonly Column<Item>[]) {
  return (
    <ThemeProvider theme={theme}>
      <DataTable columns={columns} items={items} selected={selected} height={5} keyOf={(item) => item.id} />
    </ThemeProvider>
  );
}

describe('a data table', () => {
  it('Given text columns and one that renders its cell, When drawn, Then each cell starts at its column and the cursor marks the selected row', () => {
    const columns: Column<Item>[] = [
      { header: 'Name', width: 10, text: (item) => item.name },
      { header: 'State', width: 6, text: () => '', render: (item) => <Text>{item.state}</Text> },
      { header: 'Id', width: 4, text: (item) => item.id },
    ];
    const { lastFrame, unmount } = render(table(1, columns));
    const lines = (lastFrame() ?? '').split('\n');
    expect(lines[0]).toBe('  Name       State  Id');
    expect(lines[1]).toBe('  item 0     s0     i0');
    expect(lines[2]).toMatch(/^. item 1 {5}s1 {5}i1$/);
    expect(lines[2]?.startsWith('  ')).toBe(false);
    expect(lines.at(-1)).toBe('  2/40');
    unmount();
  });

  it('Given rows wider than the room, When drawn, Then each row stays on one line, cut at the edge', () => {
    const columns: Column<Item>[] = [
      { header: 'Name', width: 10, text: (item) => item.name },
      { header: 'Id', width: 10, text: (item) => item.id },
    ];
    const { lastFrame, unmount } = render(
      <ThemeProvider theme={theme}>
        <Box width={16}>
          <DataTable columns={columns} items={items} selected={0} height={3} keyOf={(item) => item.id} />
        </Box>
      </ThemeProvider>,
    );
    const lines = (lastFrame() ?? '').split('\n');
    // The header, three rows and the position line: nothing wrapped onto extra lines.
    expect(lines).toHaveLength(5);
    expect(lines[2]).toMatch(/^ {2}item 1 {5}i/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(16);
    unmount();
  });

  it('Given a long list, When the cursor moves down and the window scrolls, Then only the rows whose cells changed are drawn again', () => {
    const drawn: string[] = [];
    const columns: Column<Item>[] = [
      { header: 'Name', width: 10, text: (item) => item.name },
      {
        header: 'State',
        width: 6,
        text: () => '',
        render: (item) => {
          drawn.push(item.id);
          return <Text>{item.state}</Text>;
        },
      },
    ];
    const { rerender, lastFrame, unmount } = render(table(10, columns));
    expect(drawn).toEqual(['i8', 'i9', 'i10', 'i11', 'i12']);
    drawn.length = 0;
    rerender(table(11, columns));
    // The window moved one row: i13 came in; the cursor left i10 and reached i11; i12 did not change.
    expect([...drawn].sort()).toEqual(['i10', 'i11', 'i13']);
    expect(lastFrame()).toContain('item 13');
    expect(lastFrame()).not.toContain('item 8 ');
    unmount();
  });
});
