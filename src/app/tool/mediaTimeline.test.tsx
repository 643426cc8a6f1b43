// @vitest-environment jsdom
// The SDK's timeline under a file field, drawn with the host's texts (the SDK's own tests never import the host).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RawValue } from '@sdk/core/fields.ts';
import type { FileFieldDecl, FileInput, LineFieldDecl } from '@sdk/core/tool.ts';
import { createInstance } from '../../i18n/instance.ts';
import { toolPageCommon } from '../../i18n/hostTexts.node.ts';
import { FieldControl } from '@sdk/ui/FieldControl.tsx';
import { timelineBinding } from '@sdk/ui/DeclaredField.tsx';
import { handlePositions, timelineMedia } from '@sdk/ui/MediaTimeline.tsx';

const VIDEO: FileFieldDecl = { kind: 'file', read: 'blob', accept: 'video/*', timeline: { start: 'start', end: 'end' } };
const LINE: LineFieldDecl = { kind: 'line' };
const clip = (name = 'holiday.mp4', type = 'video/mp4'): FileInput => ({ name, type, size: 4, blob: new Blob(['mp4!'], { type }) });

/** A file field with its two line fields, in state as the host keeps them, on a page in `lang`. */
function Trimmer({ file, initial = {} }: { file: FileInput | null; initial?: Record<string, string> }) {
  const [values, setValues] = useState<Record<string, RawValue>>({ video: file, start: '', end: '', ...initial });
  const set = (changes: Record<string, RawValue>) => setValues((v) => ({ ...v, ...changes }));
  return (
    <>
      <FieldControl id="t-video" decl={VIDEO} label="Video" value={values.video ?? null} onChange={(v) => set({ video: v })} timeline={timelineBinding(VIDEO.timeline!, values, set)} />
      <FieldControl id="t-start" decl={LINE} label="Start time" value={values.start ?? ''} onChange={(v) => set({ start: v })} />
      <FieldControl id="t-end" decl={LINE} label="End time" value={values.end ?? ''} onChange={(v) => set({ end: v })} />
    </>
  );
}

function page(lang: 'en' | 'de', file: FileInput | null, initial?: Record<string, string>) {
  const i18n = createInstance(lang, { [lang]: { common: toolPageCommon(lang) } });
  return render(
    <I18nextProvider i18n={i18n}>
      <Trimmer file={file} initial={initial} />
    </I18nextProvider>,
  );
}

/** The player learns the file's length, as a browser does once it has read the file's header. */
function loaded(seconds: number) {
  const player = document.querySelector('video, audio') as HTMLMediaElement;
  Object.defineProperty(player, 'duration', { configurable: true, get: () => seconds });
  act(() => void fireEvent.loadedMetadata(player));
  return player;
}

const slider = (name: string) => screen.getByRole('slider', { name });
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('a file field’s timeline', () => {
  it('plays the chosen video from an object URL, given back when the file goes', () => {
    const { unmount } = page('en', clip());
    const player = document.querySelector('video')!;
    expect(player.getAttribute('src')).toBe('blob:preview');
    expect(player.getAttribute('aria-label')).toBe('Preview of holiday.mp4');
    expect(screen.getByRole('status').textContent).toBe('Reading the length of the recording…');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('has two labelled sliders whose values are timecodes, moved by the keyboard, writing the fields', () => {
    page('en', clip());
    loaded(3);
    const [start, end] = [slider('Start on the timeline'), slider('End on the timeline')];
    expect([start.getAttribute('aria-valuemin'), start.getAttribute('aria-valuemax'), start.getAttribute('aria-valuenow'), start.getAttribute('aria-valuetext')]).toEqual(['0', '2.9', '0', '0:00.000']);
    expect([end.getAttribute('aria-valuemin'), end.getAttribute('aria-valuemax'), end.getAttribute('aria-valuenow'), end.getAttribute('aria-valuetext')]).toEqual(['0.1', '3', '3', '0:03.000']);
    expect(start.tabIndex).toBe(0);
    fireEvent.keyDown(end, { key: 'ArrowLeft' });
    expect(field('End time').value).toBe('0:02.900');
    fireEvent.keyDown(end, { key: 'ArrowLeft', shiftKey: true });
    expect(field('End time').value).toBe('0:01.900');
    expect(slider('End on the timeline').getAttribute('aria-valuetext')).toBe('0:01.900');
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    fireEvent.keyDown(start, { key: 'ArrowUp' });
    expect(field('Start time').value).toBe('0:00.200');
    // Page Up moves 10 s, within the other handle: the start stops a step before the end.
    fireEvent.keyDown(start, { key: 'PageUp' });
    expect(field('Start time').value).toBe('0:01.800');
    fireEvent.keyDown(start, { key: 'Home' });
    expect(field('Start time').value).toBe('0:00.000');
    fireEvent.keyDown(end, { key: 'End' });
    expect(field('End time').value).toBe('0:03.000');
    fireEvent.keyDown(end, { key: 'PageDown' });
    expect(field('End time').value).toBe('0:00.100');
    expect(screen.getByText(/^Part: /).textContent).toBe('Part: 0:00.000 to 0:00.100 (0.1 sec)');
  });

  it('follows what is typed, and writes timecodes with the page’s decimal mark', () => {
    page('de', clip(), { start: '1,5' });
    loaded(3);
    expect(slider('Anfang auf der Zeitleiste').getAttribute('aria-valuenow')).toBe('1.5');
    expect(slider('Anfang auf der Zeitleiste').getAttribute('aria-valuetext')).toBe('0:01,500');
    fireEvent.change(field('End time'), { target: { value: '2.25' } });
    expect(slider('Ende auf der Zeitleiste').getAttribute('aria-valuenow')).toBe('2.25');
    fireEvent.keyDown(slider('Ende auf der Zeitleiste'), { key: 'ArrowRight' });
    expect(field('End time').value).toBe('0:02,350');
    expect(screen.getByRole('button', { name: 'Anfang hier setzen' })).toBeTruthy();
  });

  it('sets the start or the end at the player’s position, and never lets them cross', () => {
    page('en', clip(), { start: '1', end: '2' });
    const player = loaded(3);
    player.currentTime = 0.5;
    fireEvent.click(screen.getByRole('button', { name: 'Set start here' }));
    expect(field('Start time').value).toBe('0:00.500');
    player.currentTime = 2.75;
    fireEvent.click(screen.getByRole('button', { name: 'Set end here' }));
    expect(field('End time').value).toBe('0:02.750');
    // A start past the end takes the end to the recording's end.
    player.currentTime = 2.9;
    fireEvent.click(screen.getByRole('button', { name: 'Set start here' }));
    expect([field('Start time').value, field('End time').value]).toEqual(['0:02.900', '0:03.000']);
  });

  it('drags the nearer handle to where the track is pressed', () => {
    page('en', clip());
    loaded(10);
    const track = document.querySelector('.timeline-track') as HTMLElement;
    track.getBoundingClientRect = () => ({ left: 100, width: 200, top: 0, height: 44, right: 300, bottom: 44, x: 100, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(track, { button: 0, clientX: 260, pointerId: 1 });
    expect(field('End time').value).toBe('0:08.000');
    fireEvent.pointerMove(track, { clientX: 250, pointerId: 1 });
    expect(field('End time').value).toBe('0:07.500');
    fireEvent.pointerUp(track, { pointerId: 1 });
    fireEvent.pointerMove(track, { clientX: 120, pointerId: 1 });
    expect(field('End time').value).toBe('0:07.500');
    expect(document.activeElement).toBe(slider('End on the timeline'));
  });

  it('draws nothing for a file that is not audio or video, and an audio player for sound', () => {
    const { unmount } = page('en', clip('notes.txt', 'text/plain'));
    expect(document.querySelector('.media-timeline')).toBeNull();
    unmount();
    page('en', clip('song.mp3', 'audio/mpeg'));
    expect(document.querySelector('audio')).not.toBeNull();
    expect(timelineMedia(clip('film.mkv', ''))).toBe('video');
  });

  it('reads typed positions as the tools do: empty is the beginning or the end, a mistake stays at its end', () => {
    expect(handlePositions('', '', 5)).toEqual({ start: 0, end: 5 });
    expect(handlePositions('0:01.5', '9', 5)).toEqual({ start: 1.5, end: 5 });
    expect(handlePositions('x', '1:00:00', 5)).toEqual({ start: 0, end: 5 });
  });
});
