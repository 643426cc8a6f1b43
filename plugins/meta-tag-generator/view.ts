/**
 * Generate: the tags as copyable HTML, then what to fix, the lengths, and the four previews. Check: what to fix,
 * the lengths, the tags found with their lines, and the same previews.
 */
import { msg, num, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { Finding, Report } from './head.ts';
import { chatPreview, facebookPreview, searchPreview, xPreview, type Drawing } from './previews.ts';
import type { Result } from './run.ts';

function finding(f: Finding): Display {
  const params: Record<string, Display> = {};
  for (const [key, value] of Object.entries(f.params ?? {})) params[key] = typeof value === 'number' ? num(value) : value;
  return msg(`findings.${f.code}`, params);
}

function findingsBlock(report: Report): ResultBlock {
  if (report.findings.length === 0) return { kind: 'note', text: msg('allGood') };
  return {
    kind: 'table',
    caption: msg('findingsCaption'),
    columns: [{ label: msg('columns.level') }, { label: msg('columns.finding') }],
    rows: report.findings.map((f) => [msg(`levels.${f.level}`), finding(f)]),
  };
}

function lengthsBlock(report: Report, tags?: number): ResultBlock {
  const items = [
    { label: msg('lengths.titleLabel'), value: report.titleChars === 0 ? msg('lengths.none') : msg('lengths.title', { count: num(report.titleChars), width: num(report.titleWidth) }), hint: msg('lengths.titleHint') },
    { label: msg('lengths.descriptionLabel'), value: report.descriptionChars === 0 ? msg('lengths.none') : msg('lengths.description', { count: num(report.descriptionChars) }), hint: msg('lengths.descriptionHint') },
  ];
  if (tags !== undefined) items.push({ label: msg('lengths.tagsLabel'), value: msg('lengths.tags', { count: num(tags) }), hint: msg('lengths.tagsHint') });
  return { kind: 'values', layout: 'grid', items };
}

function image(drawing: Drawing, name: 'search' | 'facebook' | 'x' | 'chat', title: string): ResultBlock {
  return {
    kind: 'image',
    svg: drawing.svg,
    width: drawing.width,
    height: drawing.height,
    alt: title === '' ? msg(`previews.${name}.altEmpty`) : msg(`previews.${name}.alt`, { title }),
    caption: msg(`previews.${name}.caption`),
    formats: ['png'],
    filename: `preview-${name}`,
  };
}

function previewBlocks(report: Report): ResultBlock[] {
  const p = report.previews;
  return [
    { kind: 'note', text: msg('previewsNote') },
    image(searchPreview(p.search), 'search', p.search.title),
    image(facebookPreview(p.facebook), 'facebook', p.facebook.title),
    image(xPreview(p.x), 'x', p.x.title),
    image(chatPreview(p.chat), 'chat', p.chat.title),
  ];
}

export function view(result: Result): ResultView {
  if (result.mode === 'generate') {
    return {
      blocks: [
        { kind: 'text', text: result.html, mono: true, label: msg('blocks.html'), summary: msg('tagCount', { count: num(result.tags.length) }) },
        findingsBlock(result),
        lengthsBlock(result),
        ...previewBlocks(result),
      ],
      copy: result.html,
      copyLabel: msg('copyTags'),
      filename: 'meta-tags',
    };
  }
  const blocks: ResultBlock[] = [findingsBlock(result), lengthsBlock(result, result.tags.length)];
  if (result.tags.length > 0) {
    blocks.push({
      kind: 'table',
      caption: msg('tagsCaption'),
      columns: [{ label: msg('columns.line'), numeric: true }, { label: msg('columns.tag'), mono: true }, { label: msg('columns.content'), mono: true }],
      rows: result.tags.map((t) => [num(t.line ?? 0), t.key, t.value === '' ? msg('emptyValue') : t.value]),
    });
  } else blocks.push({ kind: 'note', tone: 'warning', text: msg('noTags') });
  blocks.push(...previewBlocks(result));
  // With no tag found, Copy copies the lengths instead (the host's default) rather than nothing.
  return { blocks, ...(result.html === '' ? {} : { copy: result.html, copyLabel: msg('copyFound') }), filename: 'meta-tags' };
}
