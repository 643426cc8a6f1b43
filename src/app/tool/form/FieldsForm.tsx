/**
 * A tool's declared fields as an rjsf form: the schema and uiSchema are generated from the manifest's
 * fields on the current tab, and each kind is a widget registered once (an adapter around the SDK's
 * FieldControl, which bespoke panels draw too). Fields sit in a grid, or in a sentence when the tool
 * asks for one ("What is [15] % of [200]?"). Messages come from the page (readFields), not from rjsf.
 */
import { useMemo, useRef, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { ObjectFieldTemplateProps, FieldTemplateProps, RegistryWidgetsType, RJSFSchema, UiSchema, ValidatorType, WidgetProps } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { fieldShown, valueOnScreen, type RawValue, type RawValues } from '@sdk/core/fields.ts';
import { FIELD_KINDS, type FieldDecl, type ToolManifest } from '@sdk/core/tool.ts';
import { FieldControl } from '@sdk/ui/FieldControl.tsx';
import { cropBinding, cropFollowed, fieldTexts, fileTargetOf, timelineBinding, type FieldUi } from '@sdk/ui/DeclaredField.tsx';
import type { FileTarget } from '@sdk/ui/TextAreaField.tsx';

/** What the widgets and the layout read besides their value. */
interface FieldsContext {
  errors: Readonly<Record<string, string>>;
  /**
   * The page's values and setter of now. Files and multi-line texts (megabytes) never go through rjsf's
   * formData: rjsf merges objects key by key, which turns a file's Uint8Array into a plain object, and it
   * hashes its whole data on every change (100 ms for 5 MB of text). Their widgets read and set them here.
   */
  latest: { readonly current: { values: RawValues; onChange: (values: Record<string, RawValue>) => void } };
  /** The sentence the fields sit in, with {name} where each goes. */
  sentence?: string;
  /** Fields followed by a Swap button, with its handler. */
  swapAfter: Readonly<Record<string, { label: string; swap: () => void }>>;
  /** Fields that take a whole row (texts, files). */
  wide: ReadonlySet<string>;
  /** The tool's file field, where a text field hands a dropped file that is not text. */
  fileTarget?: FileTarget;
}

/** Kinds whose values stay out of rjsf's data (see FieldsContext.latest; rjsf would merge a grid's rows as it merges objects). */
const BY_REFERENCE = new Set(['text', 'file', 'grid']);

/** A number per value a field holds, so that its stand-in in rjsf's data changes whenever the value does. */
let nextValueId = 0;
const fileIds = new WeakMap<object, number>();
const idOfFile = (file: object) => fileIds.get(file) ?? (fileIds.set(file, ++nextValueId), nextValueId);

/** The one widget every field kind uses: the SDK's FieldControl with the texts from the uiSchema. */
function FieldWidget({ id, name, value, onChange, options, registry }: WidgetProps) {
  const ui = options.field as unknown as FieldUi;
  const context = registry.formContext as FieldsContext;
  if (BY_REFERENCE.has(ui.decl.kind)) {
    const { values, onChange: change } = context.latest.current;
    const set = (changes: Record<string, RawValue>) => context.latest.current.onChange(changes);
    const timeline = ui.decl.kind === 'file' && ui.decl.timeline ? timelineBinding(ui.decl.timeline, values, set) : undefined;
    const crop = ui.decl.kind === 'file' && ui.decl.crop ? cropBinding(ui.decl.crop, values, set) : undefined;
    return <FieldControl id={id} {...ui} value={values[name] ?? null} onChange={(v) => change({ [name]: v })} error={context.errors[name]} fileTarget={ui.decl.kind === 'text' ? context.fileTarget : undefined} timeline={timeline} crop={crop} />;
  }
  return <FieldControl id={id} {...ui} value={(value ?? '') as RawValue} onChange={(v) => onChange(v)} error={context.errors[name]} />;
}

const widgets: RegistryWidgetsType = Object.fromEntries(FIELD_KINDS.map((kind) => [`field-${kind}`, FieldWidget]));

/** Each field draws its own label, hint and message: the template only places it. */
function BareFieldTemplate({ children, hidden }: FieldTemplateProps) {
  return hidden ? null : <>{children}</>;
}

/** The fields in a grid, or in the tool's sentence; a Swap button after the first field of a pair. */
function FieldsLayout({ properties, registry }: ObjectFieldTemplateProps) {
  const context = registry.formContext as FieldsContext;
  const item = (name: string, content: ReactNode) => (
    <div key={name} className={context.wide.has(name) ? 'declared-field field-wide' : 'declared-field'}>
      {content}
      {context.swapAfter[name] && (
        <button type="button" className="btn swap-button" onClick={context.swapAfter[name]!.swap} aria-label={context.swapAfter[name]!.label}>
          <span aria-hidden="true">⇄</span>
        </button>
      )}
    </div>
  );
  const byName = new Map(properties.filter((p) => !p.hidden).map((p) => [p.name, p.content]));
  if (context.sentence) {
    const placed = new Set<string>();
    const parts = context.sentence.split(/(\{\w+\})/).filter((part) => part.trim() !== '');
    const sentence = parts.map((part, i) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name && byName.has(name)) {
        placed.add(name);
        return item(name, byName.get(name));
      }
      // Punctuation right after a field ("?" in English, unlike French " ?") stays next to it.
      const hug = i > 0 && /^[^\s\p{L}\p{N}]/u.test(part);
      return (
        <span key={i} className={hug ? 'sentence-word sentence-word-hug' : 'sentence-word'}>
          {part.trim()}
        </span>
      );
    });
    return (
      <>
        <div className="field-sentence">{sentence}</div>
        <div className="field-grid">{[...byName].filter(([name]) => !placed.has(name)).map(([name, content]) => item(name, content))}</div>
      </>
    );
  }
  return <div className="field-grid">{[...byName].map(([name, content]) => item(name, content))}</div>;
}

/** Fields hold their values as typed and are checked by the page: rjsf's schema validation has nothing to do. */
const NO_VALIDATION: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({}),
};

interface FieldsFormProps {
  toolId: string;
  manifest: ToolManifest;
  tab: string | undefined;
  values: RawValues;
  onChange: (values: Record<string, RawValue>) => void;
  /** Translated messages by field name. */
  errors: Readonly<Record<string, string>>;
  t: TFunction;
  /** The page's language (choices a field names by code). */
  lang: string;
  /** Fields whose value the server fixes (shown, read-only). */
  locked?: Readonly<Record<string, string>>;
}

export function FieldsForm({ toolId, manifest, tab, values, onChange, errors, t, lang, locked }: FieldsFormProps) {
  // rjsf keeps the form context's functions from its first render: Swap reads the values of now.
  const latest = useRef({ values, onChange });
  latest.current = { values, onChange };
  const shownNames = Object.entries(manifest.fields)
    .filter(([, decl]) => fieldShown(decl, tab, valueOnScreen(manifest.fields, values, lang, tab)))
    .map(([name]) => name)
    .join(' ');
  // The same list while the same fields are shown: a choice that shows or hides none redraws nothing.
  const shown = useMemo(() => (shownNames ? shownNames.split(' ') : []).map((name) => [name, manifest.fields[name]!] as const), [manifest.fields, shownNames]);
  const schema = useMemo<RJSFSchema>(
    () => ({ type: 'object', properties: Object.fromEntries(shown.map(([name, decl]) => [name, decl.kind === 'checkbox' ? { type: 'boolean' } : { type: 'string' }])) }),
    [shown],
  );
  const uiSchema = useMemo<UiSchema>(() => {
    const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true }, 'ui:label': false };
    for (const [name, decl] of shown) ui[name] = { 'ui:widget': `field-${decl.kind}`, 'ui:options': { field: { ...fieldTexts(name, decl, tab, t, lang), readOnly: locked?.[name] !== undefined } } };
    return ui;
  }, [shown, tab, t, lang, locked]);
  // A file or a long text stands in rjsf's data as a short token that changes with it.
  const texts = useRef(new Map<string, { value: RawValue | undefined; id: number }>());
  const token = (name: string, value: RawValue | undefined): string => {
    if (value && typeof value === 'object') return `f${idOfFile(value)}`;
    let seen = texts.current.get(name);
    if (!seen || seen.value !== value) texts.current.set(name, (seen = { value, id: ++nextValueId }));
    return `t${seen.id}`;
  };
  // A file's timeline follows its start and end fields: its stand-in changes with them too, so that rjsf draws it again.
  // A crop box follows the fields it writes in the same way.
  const followed = (name: string, decl: FieldDecl) =>
    decl.kind === 'file' && decl.timeline
      ? `${token(name, values[name])}|${String(values[decl.timeline.start] ?? '')}|${String(values[decl.timeline.end] ?? '')}`
      : decl.kind === 'file' && decl.crop
        ? `${token(name, values[name])}|${cropFollowed(decl.crop, values)}`
        : token(name, values[name]);
  const formData = useMemo(
    () => Object.fromEntries(shown.map(([name, decl]) => [name, BY_REFERENCE.has(decl.kind) ? followed(name, decl) : values[name]])),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, values],
  );
  const context = useMemo<FieldsContext>(() => {
    const swapAfter: Record<string, { label: string; swap: () => void }> = {};
    for (const [a, b] of manifest.swap ?? []) {
      if (!shown.some(([n]) => n === a) || !shown.some(([n]) => n === b)) continue;
      swapAfter[a] = {
        label: t('common:actions.swap'),
        swap: () => {
          const { values: now, onChange: change } = latest.current;
          change({ [a]: now[b] ?? '', [b]: now[a] ?? '' });
        },
      };
    }
    // The sentence's {placeholders} are kept as they are: the layout puts each field where its name stands.
    const keep = Object.fromEntries(shown.map(([name]) => [name, `{${name}}`]));
    const sentenceText = (key: string) => t(key, { ...keep, defaultValue: '' });
    const sentence = manifest.sentence ? (tab !== undefined ? sentenceText(`sentence.${tab}`) : '') || sentenceText('sentence') || undefined : undefined;
    const wide = new Set(shown.filter(([, decl]) => decl.kind === 'text' || decl.kind === 'file' || decl.kind === 'grid' || (decl.kind === 'line' && decl.wide)).map(([name]) => name));
    const fileTarget = fileTargetOf(manifest.fields, tab, t, lang, (name, value) => latest.current.onChange({ [name]: value }));
    return { errors, sentence, swapAfter, wide, latest, fileTarget };
  }, [errors, manifest.swap, manifest.sentence, manifest.fields, shown, tab, t, values, onChange]);
  if (shown.length === 0) return null;
  return (
    <Form
      className="fields-form"
      tagName="div"
      idPrefix={`${toolId}-field`}
      idSeparator="-"
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      formContext={context}
      validator={NO_VALIDATION}
      widgets={widgets}
      templates={{ FieldTemplate: BareFieldTemplate, ObjectFieldTemplate: FieldsLayout }}
      noHtml5Validate
      showErrorList={false}
      onChange={(e) => {
        const next = e.formData as Record<string, RawValue>;
        const changed = Object.fromEntries(Object.entries(next).filter(([name, value]) => !BY_REFERENCE.has(manifest.fields[name]?.kind ?? '') && value !== formData[name]));
        if (Object.keys(changed).length) onChange(changed);
      }}
    />
  );
}
