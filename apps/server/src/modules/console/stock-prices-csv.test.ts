import { describe, expect, it } from 'vitest';
import { translate } from '@haat/contract/i18n/translate';
import { csvRecords, readStockPricesCsv } from './stock-prices-csv.ts';

const reasons = (csv: string) =>
  readStockPricesCsv(csv).problems.map((problem) => [problem.line, translate('en', problem.reason)]);

describe('csvRecords', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, keeping each record’s first line', () => {
    const csv = '\uFEFFsku,note\r\n"A,1","say ""hi"""\n\n"B\n2",x\nC,';
    expect(csvRecords(csv)).toEqual([
      { line: 1, fields: ['sku', 'note'] },
      { line: 2, fields: ['A,1', 'say "hi"'] },
      { line: 4, fields: ['B\n2', 'x'] },
      { line: 6, fields: ['C', ''] },
    ]);
  });
});

describe('readStockPricesCsv', () => {
  it('reads the columns a header names, in any order and case, leaving empty cells unchanged', () => {
    const { rows, problems } = readStockPricesCsv('Stock,SKU,Visible,mrp\n12,RICE-1,Yes,\n,SALT-1,no,30.5');
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, sku: 'RICE-1', availableQuantity: 12, isVisible: true },
      { line: 3, sku: 'SALT-1', isVisible: false, mrpPaise: 3050 },
    ]);
  });

  it('reports every bad row with its line, and keeps the good ones', () => {
    const csv = 'sku,selling_price,stock\nA,12.345,1\nB,10,-1\n,10,1\nC,10\nD,10,2\nA,1,1';
    expect(reasons(csv)).toEqual([
      [2, 'selling_price must be an amount in rupees, such as 45.50'],
      [3, 'stock must be a whole number, 0 or more'],
      [4, 'This row has no SKU'],
      [5, 'This row has 2 fields; the header row has 3'],
    ]);
    // A's bad first row does not count as taken: only good rows name a SKU.
    expect(readStockPricesCsv(csv).rows.map((row) => row.sku)).toEqual(['D', 'A']);
    expect(reasons('sku,stock\nA,1\nA,2')).toEqual([[3, 'The SKU A is already on line 2']]);
  });

  it('refuses a file without a SKU column, without a change, with an unknown column, or without rows', () => {
    expect(reasons('stock\n1')).toEqual([[1, 'The header row must name a sku column']]);
    expect(reasons('sku\nA')).toEqual([
      [1, 'Name at least one of selling_price, mrp, stock or visible in the header row'],
    ]);
    expect(reasons('sku,colour\nA,red')).toEqual([
      [1, 'Unknown column "colour": use sku, selling_price, mrp, stock or visible'],
    ]);
    expect(reasons('sku,stock\n')).toEqual([[1, 'The file has no rows under its header row']]);
    expect(reasons('')).toEqual([[1, 'The file has no rows under its header row']]);
  });

  it('refuses more rows than a store’s catalogue needs', () => {
    const csv = ['sku,stock', ...Array.from({ length: 5_001 }, (_, index) => `S${index},1`)].join('\n');
    expect(reasons(csv)).toEqual([[1, 'A file may have at most 5000 rows']]);
  });
});
