/**
 * A tiny, valid one-page PDF written by hand: a title, authors, a year and a few
 * lines of abstract in Helvetica. Enough for the publication View and Download
 * links to open a real file.
 */

type PdfInput = { title: string; authors: string; year: number; lines: string[]; footer: string }

/** PDF strings are Latin-1 here; escape the three special characters and drop the rest. */
function pdfText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (c) => `\\${c}`)
}

/** Greedy word wrap by character count (Helvetica at these sizes fits about this many). */
function wrap(text: string, width: number): string[] {
  const out: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      out.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) out.push(line)
  return out
}

export function makePdf({ title, authors, year, lines, footer }: PdfInput): Buffer {
  const ops: string[] = ['BT', '/F2 18 Tf', '22 TL', '72 760 Td']
  for (const l of wrap(title, 52)) ops.push(`(${pdfText(l)}) Tj T*`)
  ops.push('/F1 11 Tf', '16 TL', 'T*')
  for (const l of wrap(`${authors} (${year})`, 85)) ops.push(`(${pdfText(l)}) Tj T*`)
  ops.push('T*', '/F2 12 Tf', '(Abstract) Tj T*', '/F1 11 Tf')
  for (const p of lines) {
    for (const l of wrap(p, 88)) ops.push(`(${pdfText(l)}) Tj T*`)
    ops.push('T*')
  }
  ops.push('ET', 'BT', '/F1 9 Tf', '72 48 Td', `(${pdfText(footer)}) Tj`, 'ET')
  const stream = ops.join('\n')

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${pdfText(title)}) /Author (${pdfText(authors)}) /Producer (Atlantic Crest University demo seed) >>`,
  ]

  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`
  })
  const xrefAt = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
