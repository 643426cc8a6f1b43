/** The tool page's forms, one chunk with the form library they are made with (see laterForms.tsx). */
export { OptionsForm } from './OptionsForm.tsx';
export { FieldsForm } from './FieldsForm.tsx';
