import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF that pdfkit wrote, line by line as drawn, so a test can read a document as its reader
 * does. Embedded fonts draw glyph ids, not letters: each font's ToUnicode map turns them back into text.
 * Enough for pdfkit's own output (one content stream per page, hex strings in TJ arrays), not for any PDF.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [dict, body] = match[2]!.split(/stream\r?\n/, 2) as [string, string | undefined];
    const data = body === undefined ? null : body.replace(/\r?\nendstream\s*$/, '');
    const stream = data === null ? null : dict.includes('/FlateDecode') ? inflateSync(Buffer.from(data, 'latin1')).toString('latin1') : data;
    objects.set(match[1]!, { dict, stream });
  }
  const unicodeOf = (fontRef: string) => {
    const toUnicode = objects.get(fontRef)?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
    return cmap(objects.get(toUnicode ?? '')?.stream ?? '');
  };
  // pdfkit names each font once per document (F1, F2…), in the pages' resource dictionaries.
  const fontEntries = [...objects.values()].flatMap(({ dict }) => [...(dict.match(/\/Font\s*<<([^>]*)>>/)?.[1] ?? '').matchAll(/\/(\S+) (\d+) 0 R/g)]);
  const fonts = new Map(fontEntries.map((m) => [m[1]!, unicodeOf(m[2]!)]));
  const lines: string[] = [];
  for (const { dict } of objects.values()) {
    const contentRef = /\/Type \/Page\b/.test(dict) ? dict.match(/\/Contents (\d+) 0 R/)?.[1] : undefined;
    if (!contentRef) continue;
    let font = new Map<string, string>();
    for (const op of (objects.get(contentRef)?.stream ?? '').matchAll(/\/(\S+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) font = fonts.get(op[1]) ?? new Map();
      else
        lines.push(
          [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)]
            .map((hex) => (hex[1]!.match(/.{4}/g) ?? []).map((glyph) => font.get(glyph.toLowerCase()) ?? '').join(''))
            .join(''),
        );
    }
  }
  return lines;
}

/** A ToUnicode CMap as glyph id (4 hex digits) → text (in the order the glyphs are drawn: a shaped script's vowel signs may come first). */
function cmap(source: string): Map<string, string> {
  const map = new Map<string, string>();
  // A glyph that stands for several characters (a Devanagari conjunct: क + ् + स) maps to `<0915 094d 0938>`.
  const text = (hex: string) => String.fromCharCode(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  const glyph = (n: number) => n.toString(16).padStart(4, '0');
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<(\w+)>\s*<(\w+)>/g)) map.set(pair[1]!.toLowerCase(), text(pair[2]!));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<(\w+)>\s*<(\w+)>\s*(\[[^\]]*\]|<\w+>)/g)) {
      const [low, high] = [parseInt(range[1]!, 16), parseInt(range[2]!, 16)];
      const targets = [...range[3]!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => m[1]!);
      for (let g = low; g <= high; g++) {
        const target = range[3]!.startsWith('[') ? targets[g - low] : glyph(parseInt(targets[0]!, 16) + g - low);
        if (target) map.set(glyph(g), text(target));
      }
    }
  }
  return map;
}
